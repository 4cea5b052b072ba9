/** Whether a new order names each of a list's rows once and nothing else, as the staff's lists send it. */
export function namesEachOnce(order: readonly number[], ids: Iterable<number>): boolean {
  const known = new Set(ids);
  return (
    order.length === known.size && new Set(order).size === order.length && order.every((id) => known.has(id))
  );
}

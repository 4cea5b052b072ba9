/**
 * The servers a fixture starts one after another, so that all those started are stopped, last first, also
 * when a later one fails to start: a part left running keeps its port for the runs after.
 */
export function startedParts() {
  const stops: (() => Promise<void>)[] = [];
  /** Waits for `part` and remembers how to stop it. */
  const started = async <T>(part: Promise<T>, stop: (running: T) => Promise<void>): Promise<T> => {
    const running = await part;
    stops.unshift(() => stop(running));
    return running;
  };
  const stopAll = async (): Promise<void> => {
    for (const stop of stops.splice(0)) await stop();
  };
  return { started, stopAll };
}

import type { Locator, Page } from '@playwright/test';
import { contrastRatio, parseColor } from './contrast';

// Reads, in the browser, the colours of an action's text and of what is behind it, in the state the
// action is in now; the ratio is computed here (contrast.ts). Used by tests/e2e/frame/action-contrast.spec.ts.

/** WCAG AA: 4.5:1 for normal text, 3:1 for an action with no text (an icon in its colour). */
const textMinimum = 4.5;
const iconMinimum = 3;

export type State = 'rest' | 'hover' | 'focus' | 'active';

type Run = { text: string; color: string; backgrounds: string[]; image: boolean };

/** The page's text runs in `element` (or the element itself when it has no visible text), once still. */
function readRuns(element: Element): Promise<{ runs: Run[]; focusVisible: boolean; hovered: boolean }> {
  const read = (): Run[] => {
    const runOf = (holder: Element, text: string): Run => {
      const backgrounds: string[] = [];
      let image = false;
      for (let at: Element | null = holder; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        backgrounds.push(style.backgroundColor);
        if (style.backgroundImage !== 'none') image = true;
      }
      return { text, color: getComputedStyle(holder).color, backgrounds, image };
    };
    const runs: Run[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const holder = node.parentElement;
      if (!text || !holder) continue;
      // Text only screen readers get (a visually hidden span) has no colour anyone sees.
      const box = holder.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      runs.push(runOf(holder, text));
    }
    return runs.length > 0 ? runs : [runOf(element, '')];
  };
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return (async () => {
    // A style recalculation, so a transition the new state starts is running.
    void getComputedStyle(element).color;
    await frame();
    await frame();
    // Transitions and one-off animations end; the spinner's endless one never would.
    const finite = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // And the colours no longer change from one frame to the next.
    let runs = read();
    for (let tries = 0; tries < 20; tries++) {
      await frame();
      const again = read();
      if (JSON.stringify(again) === JSON.stringify(runs)) break;
      runs = again;
    }
    return { runs, focusVisible: element.matches(':focus-visible'), hovered: element.matches(':hover') };
  })();
}

export type Reading = {
  state: State;
  text: string;
  ratio: number;
  needed: number;
  color: string;
  background: string;
};

/** The weakest contrast among the action's text runs, in its current state. */
async function weakest(
  action: Locator,
  state: State,
): Promise<Reading & { focusVisible: boolean; hovered: boolean }> {
  const { runs, focusVisible, hovered } = await action.evaluate(readRuns);
  const readings = runs.map((run) => {
    if (run.image)
      throw new Error(`"${run.text}" is over a picture: its contrast cannot be read from colours`);
    const ratio = contrastRatio(parseColor(run.color), run.backgrounds.map(parseColor));
    const needed = run.text ? textMinimum : iconMinimum;
    const background = run.backgrounds.find((colour) => parseColor(colour).a > 0) ?? 'the white canvas';
    return { state, text: run.text, ratio, needed, color: run.color, background };
  });
  readings.sort((a, b) => a.ratio / a.needed - b.ratio / b.needed);
  return { ...readings[0]!, focusVisible, hovered };
}

/** Somewhere for the pointer that is over no action: the page's heading. */
async function awayPoint(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator('h1').first().boundingBox();
  return { x: box ? box.x + 1 : 0, y: box ? box.y + 1 : 0 };
}

/** While on, a click anywhere on the page does nothing: neither the link's navigation nor its handlers. */
function swallowClicks(page: Page, on: boolean) {
  return page.evaluate((on) => {
    const holder = window as unknown as { swallowClick?: (event: Event) => void };
    holder.swallowClick ??= (event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    if (on) window.addEventListener('click', holder.swallowClick, true);
    else window.removeEventListener('click', holder.swallowClick, true);
  }, on);
}

/**
 * The action's weakest text contrast at rest, under the pointer and, unless `states` says otherwise, with
 * keyboard focus and while pressed. Pressing releases over the action with the click swallowed, so
 * nothing navigates and no link is dragged.
 */
export async function readingsOf(
  page: Page,
  action: Locator,
  states: readonly State[] = ['rest', 'hover', 'focus', 'active'],
): Promise<Reading[]> {
  const readings: Reading[] = [];
  const blur = () => action.evaluate((element) => (element as HTMLElement).blur());
  // The pointer's places are measured once the action is in view: moving there is what a visitor does, and
  // the reading then says whether the action was really under the pointer (nothing on top of it).
  if (states.some((state) => state === 'hover' || state === 'active')) await action.scrollIntoViewIfNeeded();
  const away = await awayPoint(page);
  const box = await action.boundingBox();
  const centre = box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  for (const state of states) {
    await blur();
    await page.mouse.move(away.x, away.y);
    if ((state === 'hover' || state === 'active') && !centre) throw new Error('the action has no box');
    if (state === 'hover') await page.mouse.move(centre!.x, centre!.y);
    if (state === 'focus') {
      // A key pressed first: focus then counts as the keyboard's, and :focus-visible applies.
      await page.keyboard.press('Shift');
      await action.focus();
    }
    if (state === 'active') {
      await page.mouse.move(centre!.x, centre!.y);
      await page.mouse.down();
    }
    const { focusVisible, hovered, ...reading } = await weakest(action, state);
    if (state === 'focus' && !focusVisible) throw new Error('focus() did not give the action :focus-visible');
    if ((state === 'hover' || state === 'active') && !hovered)
      throw new Error(`${state}: the pointer over the action's centre is not over the action`);
    if (state === 'active') {
      await swallowClicks(page, true);
      await page.mouse.up();
      await swallowClicks(page, false);
    }
    readings.push(reading);
  }
  await blur();
  return readings;
}

/** Every reading below AA, described for a failure message. */
export function illegible(name: string, readings: readonly Reading[]): string[] {
  return readings
    .filter((reading) => reading.ratio < reading.needed)
    .map(
      (r) =>
        `${name} (${r.state}): "${r.text}" ${r.color} on ${r.background}, ${r.ratio.toFixed(2)}:1 (needs ${r.needed}:1)`,
    );
}

/**
 * The page's visible actions (links and buttons), in document order, one of each look, each with the states
 * it can be in: one moved off the page until it has focus (a skip link) is read with focus only.
 *
 * Two actions look alike when they are the same element with the same classes and state attributes
 * (`aria-current`, `aria-pressed`, `aria-expanded`, `disabled`, `data-*`), inside ancestors with the same
 * elements and classes: the stylesheet then gives them the same colours in every state, so only the first
 * is read (a footer's column of links, a menu's list). What names a target (href, label, id) is no part of
 * a look.
 */
export async function visibleActions(
  page: Page,
  within = 'body',
): Promise<{ action: Locator; states: State[] }[]> {
  const all = page.locator(`${within} :is(a[href], button)`);
  // One look at the page for all its actions (a call per action cost seconds on a status page).
  const found = await all.evaluateAll((elements) => {
    const state = (at: Element) =>
      [...at.attributes]
        .filter(
          ({ name }) =>
            ['class', 'aria-current', 'aria-pressed', 'aria-expanded', 'disabled'].includes(name) ||
            (name.startsWith('data-') && name !== 'data-testid'),
        )
        .map(({ name, value }) => `${name}=${value}`)
        .join(' ');
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      // Playwright's own rule for visible: a box that is not empty, and not visibility: hidden.
      const visible =
        box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true });
      const chain: string[] = [];
      for (let at: Element | null = element; at; at = at.parentElement)
        chain.push(`${at.tagName}[${at === element ? state(at) : (at.getAttribute('class') ?? '')}]`);
      return {
        visible,
        offPage: box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0,
        look: chain.join(' < '),
      };
    });
  });
  const visible: { action: Locator; states: State[] }[] = [];
  const looks = new Set<string>();
  for (const [index, { visible: shown, offPage, look }] of found.entries()) {
    if (!shown || looks.has(look)) continue;
    looks.add(look);
    visible.push({
      action: all.nth(index),
      states: offPage ? ['focus'] : ['rest', 'hover', 'focus', 'active'],
    });
  }
  return visible;
}

/** A short name for an action in a failure message. */
export async function nameOf(action: Locator): Promise<string> {
  return action.evaluate(
    (element) =>
      `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
  );
}

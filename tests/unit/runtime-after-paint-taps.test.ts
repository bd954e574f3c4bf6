/**
 * The loader's taps (site/server/runtime-after-paint.cjs): a click or a submission the runtime
 * alone handles, made before the runtime has hydrated its element, is done again once it has;
 * what the browser handles passes; nothing is done twice. The loader runs as the browser runs it
 * (its source from LOADER) in a sandbox with a small DOM of its own and the test's clock.
 */
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const require = createRequire(import.meta.url);
const { LOADER, REPLAY_WITHIN_MS } = require('../../site/server/runtime-after-paint.cjs') as { LOADER: string; REPLAY_WITHIN_MS: number };

type Listener = (event: FakeEvent) => void;

interface FakeEvent {
  readonly type: string;
  readonly target: FakeElement;
  readonly submitter?: FakeElement | null;
  defaultPrevented: boolean;
  preventDefault(): void;
}

/** An element as the loader reads it: `closest('button')`, attributes, and React's hydration mark. */
class FakeElement {
  readonly clicks: number[] = [];
  readonly submissions: Array<FakeElement | undefined> = [];
  disabled = false;
  isConnected = true;
  form: FakeElement | null = null;
  constructor(
    readonly tag: string,
    readonly type = '',
    private readonly attributes: Record<string, string> = {},
  ) {}
  closest(selector: string): FakeElement | null {
    return selector === 'button' && this.tag === 'button' ? this : null;
  }
  hasAttribute(name: string): boolean {
    return name in this.attributes;
  }
  click(): void {
    this.clicks.push(Date.now());
  }
  requestSubmit(submitter?: FakeElement): void {
    this.submissions.push(submitter);
  }
  /** What React does when it hydrates the element. */
  hydrate(): void {
    (this as unknown as Record<string, unknown>)['__reactProps$x1'] = {};
  }
}

let listeners: Map<string, Listener[]>;
/** The scripts the loader found held in the page, and the ones it has added to the head so far. */
const HELD = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js'];
let added: string[];

function dispatch(type: string, target: FakeElement, submitter?: FakeElement): FakeEvent {
  const event: FakeEvent = {
    type,
    target,
    submitter,
    defaultPrevented: false,
    preventDefault() {
      this.defaultPrevented = true;
    },
  };
  for (const listener of listeners.get(type) ?? []) listener(event);
  return event;
}

beforeEach(() => {
  vi.useFakeTimers();
  listeners = new Map();
  added = [];
  const addEventListener = (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  const sandbox: Record<string, unknown> = {
    addEventListener,
    setTimeout,
    setInterval,
    clearInterval,
    Date,
    requestAnimationFrame: (callback: () => void) => setTimeout(callback, 16),
    document: {
      readyState: 'complete',
      addEventListener: () => undefined,
      querySelectorAll: () => HELD.map((src) => ({ getAttribute: () => src })),
      createElement: () => ({}),
      head: { appendChild: (script: { src: string }) => added.push(script.src) },
    },
  };
  sandbox.window = sandbox;
  runInNewContext(LOADER.replace(/^<script>|<\/script>$/g, ''), sandbox);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the runtime', () => {
  it('is added after the first paint, a script per task, in document order', () => {
    // The sandbox has no Paint Timing, so its page counts as painted and loaded from the start.
    vi.advanceTimersByTime(16);
    expect(added).toEqual([]);
    vi.advanceTimersByTime(16);
    expect(added).toEqual(HELD.slice(0, 1));
    vi.advanceTimersToNextTimer();
    expect(added).toEqual(HELD.slice(0, 2));
    vi.advanceTimersByTime(1_000);
    expect(added).toEqual(HELD);
  });

  it('starts at the first tap, and is added once however many taps come', () => {
    dispatch('pointerdown', new FakeElement('span'));
    expect(added).toEqual(HELD.slice(0, 1));
    dispatch('pointerdown', new FakeElement('span'));
    dispatch('keydown', new FakeElement('span'));
    vi.advanceTimersByTime(5_000);
    expect(added).toEqual(HELD);
  });
});

describe('a tap before the runtime', () => {
  it('on a button the runtime alone handles is done once, when the button is hydrated', () => {
    const next = new FakeElement('button', 'button');
    dispatch('click', next);
    vi.advanceTimersByTime(2_000);
    expect(next.clicks).toEqual([]);
    next.hydrate();
    vi.advanceTimersByTime(1_000);
    expect(next.clicks).toHaveLength(1);
    vi.advanceTimersByTime(5_000);
    expect(next.clicks).toHaveLength(1);
  });

  it('is not done again when React hydrated the button while handling the tap itself', () => {
    const next = new FakeElement('button', 'button');
    dispatch('click', next);
    next.hydrate();
    vi.advanceTimersByTime(5_000);
    expect(next.clicks).toEqual([]);
  });

  it('passes to the browser on a popover or command button, a submit button and a hydrated button', () => {
    const hydrated = new FakeElement('button', 'button');
    hydrated.hydrate();
    const form = new FakeElement('form');
    const submit = new FakeElement('button', 'submit');
    submit.form = form;
    const controls = [new FakeElement('button', 'button', { popovertarget: 'menu' }), new FakeElement('button', 'button', { commandfor: 'dialog' }), submit, hydrated];
    for (const control of controls) dispatch('click', control);
    for (const control of controls) if (control !== hydrated) control.hydrate();
    vi.advanceTimersByTime(5_000);
    expect(controls.map((control) => control.clicks.length)).toEqual([0, 0, 0, 0]);
  });

  it('on a disabled button or outside any button keeps nothing', () => {
    const disabled = new FakeElement('button', 'button');
    disabled.disabled = true;
    const text = new FakeElement('span');
    dispatch('click', disabled);
    dispatch('click', text);
    disabled.hydrate();
    vi.advanceTimersByTime(5_000);
    expect(disabled.clicks).toEqual([]);
  });

  it('is dropped when its button is not hydrated in time', () => {
    const next = new FakeElement('button', 'button');
    dispatch('click', next);
    vi.advanceTimersByTime(REPLAY_WITHIN_MS + 1_000);
    next.hydrate();
    vi.advanceTimersByTime(5_000);
    expect(next.clicks).toEqual([]);
  });

  it('keeps several taps on different buttons, each done once its own button is hydrated', () => {
    const first = new FakeElement('button', 'button');
    const second = new FakeElement('button', 'button');
    dispatch('click', first);
    dispatch('click', second);
    vi.advanceTimersByTime(100);
    second.hydrate();
    vi.advanceTimersByTime(1_000);
    expect([first.clicks.length, second.clicks.length]).toEqual([0, 1]);
    first.hydrate();
    vi.advanceTimersByTime(1_000);
    expect([first.clicks.length, second.clicks.length]).toEqual([1, 1]);
  });
});

describe('a submission before the runtime', () => {
  it('of a form without an action is held, then submitted with its submitter once the form is hydrated', () => {
    const form = new FakeElement('form');
    const submit = new FakeElement('button', 'submit');
    submit.form = form;
    const event = dispatch('submit', form, submit);
    expect(event.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(form.submissions).toEqual([]);
    form.hydrate();
    vi.advanceTimersByTime(1_000);
    expect(form.submissions).toEqual([submit]);
  });

  it('of a form with an action (the search box) goes as the browser sends it', () => {
    const form = new FakeElement('form', '', { action: '/search/' });
    const event = dispatch('submit', form, null as unknown as FakeElement);
    expect(event.defaultPrevented).toBe(false);
    form.hydrate();
    vi.advanceTimersByTime(5_000);
    expect(form.submissions).toEqual([]);
  });

  it('of a form the runtime has hydrated is left to it', () => {
    const form = new FakeElement('form');
    form.hydrate();
    expect(dispatch('submit', form).defaultPrevented).toBe(false);
  });
});

/**
 * A stand-in for the browser's EventSource (jsdom has none): tests install it, find the stream a
 * component opened by its URL, and push events into it as the server would.
 */
type Listener = (event: MessageEvent<string>) => void;

export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** Every source created since install(), open or closed. */
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessage: Listener | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** Puts the fake on globalThis.EventSource; the returned function puts the old one back. */
  static install(): () => void {
    const previous = (globalThis as { EventSource?: unknown }).EventSource;
    FakeEventSource.instances = [];
    (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
    return () => {
      (globalThis as { EventSource?: unknown }).EventSource = previous;
      FakeEventSource.instances = [];
    };
  }

  /** The open sources whose URL is `url` (or starts with it). */
  static opened(url: string): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => source.readyState !== FakeEventSource.CLOSED && source.url.startsWith(url));
  }

  addEventListener(type: string, listener: Listener): void {
    const set = this.listeners.get(type) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: Listener): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.onopen?.(new Event('open'));
  }

  /** The server sent `event: type` with `data` (JSON-encoded unless a string). */
  emit(type: string, data: unknown): void {
    if (this.readyState === FakeEventSource.CLOSED) return;
    if (this.readyState === FakeEventSource.CONNECTING) this.open();
    const event = new MessageEvent<string>(type, { data: typeof data === 'string' ? data : JSON.stringify(data) });
    if (type === 'message') this.onmessage?.(event);
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** The connection dropped (the browser then reconnects by itself). */
  fail(): void {
    this.readyState = FakeEventSource.CONNECTING;
    this.onerror?.(new Event('error'));
  }
}

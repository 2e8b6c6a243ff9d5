import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from './when-visible';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('WhenVisible', () => {
  const observers: { callback: Callback; options?: IntersectionObserverInit; disconnected: boolean }[] = [];
  const original = globalThis.IntersectionObserver;

  beforeEach(() => {
    observers.length = 0;
    globalThis.IntersectionObserver = class {
      private record: (typeof observers)[number];
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        this.record = { callback, options, disconnected: false };
        observers.push(this.record);
      }
      observe() {
        // the test calls back by hand
      }
      disconnect() {
        this.record.disconnected = true;
      }
    } as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('keeps a skeleton in place until the place comes near the viewport', () => {
    render(
      <WhenVisible minHeight={400} rootMargin="100px">
        <p>아래쪽 내용</p>
      </WhenVisible>,
    );
    expect(screen.queryByText('아래쪽 내용')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(observers[0].options).toEqual({ rootMargin: '100px' });

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('아래쪽 내용')).not.toBeInTheDocument();
    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('아래쪽 내용')).toBeInTheDocument();
    expect(observers[0].disconnected).toBe(true);
  });
});

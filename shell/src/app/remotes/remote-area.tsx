import { Component, startTransition, useCallback, useEffect, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { endFirstView, ErrorPanel, Skeleton } from '@dugout/ui';

export type RemoteAppLoader = (isRetry: boolean) => Promise<ComponentType>;

const LOAD_ERROR_MESSAGE = '화면을 불러오지 못했습니다. 네트워크 상태를 확인한 뒤 다시 시도해 주세요.';

type LoadState =
  | { status: 'loading' }
  | { status: 'ready'; App: ComponentType }
  | { status: 'error' };

interface RenderGuardProps {
  onError: () => void;
  children: ReactNode;
}

/** Catches a remote that loads but throws while rendering, so only its area breaks. */
class RenderGuard extends Component<RenderGuardProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('원격 화면 렌더링 오류', error);
    this.props.onError();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export interface RemoteAreaProps {
  /** Korean name of the area, for the loading and error texts. */
  label: string;
  load: RemoteAppLoader;
}

/** One remote's area: loads its App, shows a skeleton meanwhile and a retryable error panel on failure. */
export function RemoteArea({ label, load }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    load(attempt > 0).then(
      (App) => {
        // A whole area renders at once: as a transition React slices it into short tasks (a phone stays responsive).
        if (!cancelled) startTransition(() => setState({ status: 'ready', App }));
      },
      (error: unknown) => {
        console.error(`${label} 화면을 불러오지 못했습니다`, error);
        if (!cancelled) setState({ status: 'error' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt, label, load]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const fail = useCallback(() => setState({ status: 'error' }), []);
  // The server-drawn first view (league pages) must not hide this area's error.
  useLayoutEffect(() => {
    if (state.status === 'error') endFirstView();
  }, [state.status]);

  if (state.status === 'error') {
    return (
      <div className="dg-container shell-remote-area">
        <ErrorPanel title={`${label} 화면을 열 수 없습니다`} message={LOAD_ERROR_MESSAGE} onRetry={retry} />
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="dg-container shell-remote-area">
        <Skeleton lines={4} label={`${label} 화면을 불러오는 중입니다…`} />
      </div>
    );
  }
  const { App } = state;
  return (
    <RenderGuard key={attempt} onError={fail}>
      <App />
    </RenderGuard>
  );
}

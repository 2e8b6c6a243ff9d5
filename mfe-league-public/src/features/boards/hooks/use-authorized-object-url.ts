import { useEffect, useState } from 'react';
import { fetchBlob } from '../../../shared/api/fetch-blob';

export interface AuthorizedObjectUrl {
  /** The address for src: `url` itself when not enabled, else an object URL (null while loading or after a failure). */
  src: string | null;
  failed: boolean;
}

interface Loaded {
  url: string;
  objectUrl: string | null;
  failed: boolean;
}

/**
 * An image of a board that needs the token: fetched once with it, shown from an object URL that
 * is revoked when the component goes away or the address changes. Not enabled: `url` as is.
 */
export function useAuthorizedObjectUrl(url: string | null, enabled: boolean): AuthorizedObjectUrl {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!enabled || !url) return undefined;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchBlob(url, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setLoaded({ url, objectUrl, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setLoaded({ url, objectUrl: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
      // A revoked address must never be shown again (the same url may come back later).
      setLoaded(null);
    };
  }, [url, enabled]);

  if (!enabled) return { src: url, failed: false };
  // What is held may belong to an earlier address.
  if (!url || loaded?.url !== url) return { src: null, failed: false };
  return { src: loaded.objectUrl, failed: loaded.failed };
}

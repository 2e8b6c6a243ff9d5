import { useState, type ChangeEvent } from 'react';
import { isApiError } from '@dugout/auth';
import {
  imageSrcSet,
  LEAGUE_IMAGE_KINDS,
  LEAGUE_IMAGE_LABELS,
  leagueImagePath,
  sizedImageUrl,
  type LeagueImageKind,
  type LeagueMain,
} from '@dugout/contracts';
import { FormAlert, Panel } from '@dugout/ui';
import { uploadLeagueImage } from '../api/upload-league-image';

const FIELD: Record<LeagueImageKind, 'logoImg' | 'extImg1' | 'extImg2'> = { logo: 'logoImg', side: 'extImg1', banner: 'extImg2' };
const HINT: Record<LeagueImageKind, string> = {
  logo: '정사각형 이미지가 알맞습니다 (최대 480×480으로 줄여 저장).',
  side: '세로로 긴 이미지 (최대 600×800).',
  banner: '가로로 긴 이미지 (최대 2400×480).',
};
/** The previews' boxes (at most 160 px high, in each kind's shape; CSS keeps them within the column). */
const PREVIEW_BOXES: Record<LeagueImageKind, { width: number; height: number }> = {
  logo: { width: 160, height: 160 },
  side: { width: 120, height: 160 },
  banner: { width: 400, height: 80 },
};

export interface LeagueImagesPanelProps {
  mainId: number;
  main: Pick<LeagueMain, 'logoImg' | 'extImg1' | 'extImg2'>;
  /** Called after an upload so the league data (and the menus' images) reload. */
  onSaved: () => void;
}

/** 리그 이미지: the logo, side banner and top banner, each with its preview and an upload (JPG, PNG, WEBP, GIF). */
export function LeagueImagesPanel({ mainId, main, onSaved }: LeagueImagesPanelProps) {
  const [busy, setBusy] = useState<LeagueImageKind | null>(null);
  const [notice, setNotice] = useState<{ tone: 'info' | 'error'; message: string } | null>(null);
  const [saved, setSaved] = useState<Partial<Record<LeagueImageKind, string>>>({});

  const upload = async (kind: LeagueImageKind, event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(kind);
    setNotice(null);
    try {
      const result = await uploadLeagueImage(mainId, kind, file);
      setSaved((current) => ({ ...current, [kind]: result.name }));
      setNotice({ tone: 'info', message: `${LEAGUE_IMAGE_LABELS[kind]} 이미지를 바꿨습니다.` });
      onSaved();
    } catch (error) {
      setNotice({ tone: 'error', message: isApiError(error) ? error.message : '이미지를 올리지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel title="리그 이미지">
      {notice ? <FormAlert tone={notice.tone}>{notice.message}</FormAlert> : null}
      <div className="dg-admin-seasons__images">
        {LEAGUE_IMAGE_KINDS.map((kind) => {
          const name = saved[kind] ?? main[FIELD[kind]];
          const inputId = `league-image-${kind}`;
          return (
            <figure key={kind} className="dg-admin-seasons__image">
              {name ? (
                <img
                  src={sizedImageUrl(leagueImagePath(name), PREVIEW_BOXES[kind].width)}
                  srcSet={imageSrcSet(leagueImagePath(name), PREVIEW_BOXES[kind].width)}
                  alt={`현재 ${LEAGUE_IMAGE_LABELS[kind]}`}
                  width={PREVIEW_BOXES[kind].width}
                  height={PREVIEW_BOXES[kind].height}
                  loading="lazy"
                />
              ) : (
                <span className="dg-admin-seasons__no-image">등록된 이미지가 없습니다</span>
              )}
              <figcaption>
                <label htmlFor={inputId}>{LEAGUE_IMAGE_LABELS[kind]} 올리기</label>
                <input
                  id={inputId}
                  type="file"
                  accept="image/png,image/jpeg,image/webp,image/gif"
                  disabled={busy !== null}
                  onChange={(event) => void upload(kind, event)}
                />
                <small>{busy === kind ? '올리는 중...' : HINT[kind]}</small>
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Panel>
  );
}

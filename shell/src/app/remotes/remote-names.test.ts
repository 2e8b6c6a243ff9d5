import { parseRemotesManifest } from './remote-names';

const complete = {
  mfe_league_public: '/mf/mfe-league-public/mf-manifest.json',
  mfe_league_admin: '/mf/mfe-league-admin/mf-manifest.json',
  mfe_team: 'https://cdn.example.com/mfe-team/mf-manifest.json',
  mfe_user: '/mf/mfe-user/mf-manifest.json',
};

describe('parseRemotesManifest', () => {
  it('resolves same-origin entries against the manifest address and keeps absolute ones', () => {
    const manifest = parseRemotesManifest(complete, 'https://dugout.example.kr/remotes.json');
    expect(manifest.mfe_league_public).toBe('https://dugout.example.kr/mf/mfe-league-public/mf-manifest.json');
    expect(manifest.mfe_team).toBe('https://cdn.example.com/mfe-team/mf-manifest.json');
  });

  it('rejects a manifest that misses a remote', () => {
    const { mfe_user: _missing, ...partial } = complete;
    expect(() => parseRemotesManifest(partial, 'https://dugout.example.kr/remotes.json')).toThrow('mfe_user');
    expect(() => parseRemotesManifest(null, 'https://dugout.example.kr/remotes.json')).toThrow();
  });
});

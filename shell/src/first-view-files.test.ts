/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_FIRST_VIEW_FILES } from '@dugout/contracts';

const source = (file: string) => fs.readFileSync(path.join(__dirname, file), 'utf8');

// The server finds these files of the built shell by name (services/api/src/bootstrap/first-view.ts);
// webpack's magic comments and asset names take no constants, so they are held to the shared ones here.
describe("the shell's files the server links in a page's head", () => {
  it('the first chunk and the home page chunk are named as the server looks for them', () => {
    expect(source('index.ts')).toContain(`import(/* webpackChunkName: "${SHELL_FIRST_VIEW_FILES.bootstrapChunk}" */ './bootstrap')`);
    expect(source('app/app.tsx')).toContain(`import(/* webpackChunkName: "${SHELL_FIRST_VIEW_FILES.homeChunk}" */ '../features/home')`);
  });

  it("the home hero's illustration is the file the server preloads", () => {
    expect(source('features/home/components/home-hero.tsx')).toContain(`from '../assets/${SHELL_FIRST_VIEW_FILES.homeImage}.svg'`);
    expect(fs.existsSync(path.join(__dirname, 'features/home/assets', `${SHELL_FIRST_VIEW_FILES.homeImage}.svg`))).toBe(true);
  });
});

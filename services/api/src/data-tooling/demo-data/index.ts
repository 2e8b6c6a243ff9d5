export {
  DEFAULT_DEMO_SEED,
  DEMO_ACTIVE_YEAR,
  DEMO_MANIFEST_FILE,
  generateDemoSeasonFiles,
  resolveDemoOptions,
  writeDemoSeasonFiles,
  type DemoManifest,
  type DemoOptions,
  type DemoSeasonFile,
} from './generate-demo';
export { DEMO_MAINS } from './demo-catalog';

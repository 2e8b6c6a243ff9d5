// Writes the demo season files: node dist/demo-data/generate-demo.cli.js --out var/demo [--scale 10]
import { runGenerateDemo } from './generate-demo.command';

void runGenerateDemo(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});

export { LiveTicker } from './components/live-ticker';

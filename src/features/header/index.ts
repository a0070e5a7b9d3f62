export { HeaderBar } from './components/HeaderBar';
export type { HeaderBarProps } from './components/HeaderBar';

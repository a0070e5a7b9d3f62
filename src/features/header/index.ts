export { HeaderBar } from './components/HeaderBar';
export { ReducedHeader } from './components/ReducedHeader';

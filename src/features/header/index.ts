export { HeaderBar } from './components/HeaderBar';

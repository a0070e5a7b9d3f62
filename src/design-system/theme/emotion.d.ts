import '@emotion/react';
import type { AppTheme } from './tokens';

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface Theme extends AppTheme {}
}

import { createMiddleware } from '@mswjs/http-middleware';
import compression from 'compression';
import express from 'express';
import path from 'node:path';
import { handlers } from '../handlers';

/**
 * `npm run preview`: serves the production bundle from dist/ with the same MSW handlers answering
 * /service/... over real HTTP, so the bundle can be tried and measured as shoppers get it.
 */
export function createPreviewApp(distDir = path.resolve(__dirname, '../../dist')) {
  const app = express();
  // Compressed as any real host serves it: the speed budgets (npm run bench) measure what a phone downloads.
  app.use(compression());
  app.use(createMiddleware(...handlers));
  app.use(express.static(distDir, { index: false, maxAge: '1y', immutable: true }));
  // Demo routes are client-side: every other page address gets the app's index.html.
  app.get('*', (_request, response) => {
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(path.join(distDir, 'index.html'));
  });
  return app;
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 4173);
  createPreviewApp().listen(port, '127.0.0.1', () => {
    console.log(`Preview of dist/ with mock services: http://localhost:${port}/?site=DE`);
  });
}

// Files that come with the configuration: /themes/CODE/* from themes/CODE (images and fonts only, never theme.json)
// and /merchant-assets/CODE/* from merchants/CODE/assets/. Unknown codes, other file types and traversal get 404.
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const SERVED = /\.(svg|png|jpe?g|webp|avif|gif|ico|woff2?|ttf|otf)$/i;

interface AssetParams {
  code: string;
  '*': string;
}

const notFound = (reply: FastifyReply) => reply.code(404).send({ success: false, code: 'not_found' });

const configAssetRoutes: FastifyPluginAsync = async (app) => {
  const root = app.platform.rootDir;
  const serve = (reply: FastifyReply, dir: string, file: string) => {
    if (!SERVED.test(file) || file.split('/').some((s) => s === '..' || s.startsWith('.'))) return notFound(reply);
    // Cache-Control is set by the static-site plugin's setHeaders (short, since these names are not content-hashed).
    return reply.sendFile(file, dir);
  };

  app.get<{ Params: AssetParams }>('/themes/:code/*', { schema: { hide: true } }, async (request, reply) => {
    const { code, '*': file } = request.params;
    if (!app.platform.themes.has(code)) return notFound(reply);
    return serve(reply, path.join(root, 'themes', code), file);
  });

  app.get<{ Params: AssetParams }>('/merchant-assets/:code/*', { schema: { hide: true } }, async (request, reply) => {
    const { code, '*': file } = request.params;
    if (!app.platform.merchants.has(code)) return notFound(reply);
    return serve(reply, path.join(root, 'merchants', code, 'assets'), file);
  });
};

export default configAssetRoutes;

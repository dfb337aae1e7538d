// The preview console (docs/preview.md): the staff login, the staff API under /wps/preview, the /preview page, and
// the hook that shows a stored preview to the frame's requests. Registered after the platform plugin (its hook
// replaces request.merchant) and wrapped with fastify-plugin so that hook sees every route.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { previewMerchant, previewViewProblem } from '../../domain/preview/preview-merchant.js';
import { createDraftChecker, draftMerchant, draftTheme, merchantFileOf, themeFileOf } from '../../domain/preview/theme-draft.js';
import { readCookie, STAFF_SESSION_MS, staffCookie, staffCookieName } from '../../domain/preview/preview-policy.js';
import type { StaffCredential } from '../../domain/preview/staff-credentials.js';
import type { TypeBoxTypeProvider } from '../../lib/typebox-provider.js';
import { clientIp } from '../../plugins/app/accounts.js';
import { ErrorEnvelopeSchema, responses } from '../../schemas/envelope.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { spendPasswordCheckTime, verifyPassword } from '../../crypto/password-hashing.js';
import {
  ConfigRefusalSchema,
  CreatedPreviewSchema,
  PreviewMerchantSchema,
  PreviewThemeSchema,
  PreviewViewSchema,
  StaffLoginSchema,
  StaffSchema,
  ThemeCheckRequestSchema,
  ThemeCheckSchema,
  ThemeEditorSourceSchema,
} from '../../../src/engine/preview-view.js';
import { previewCatalogue } from './preview-catalogue.js';
import { createStaffSession, endStaffSession, findPreview, findStaffSession, previewSession, storePreview, type PreviewDb } from '../../db/preview-repository.js';

export interface PreviewPluginOptions {
  /** From PREVIEW_STAFF; empty disables the console: its API is 404 and its page says so. */
  staff: readonly StaffCredential[];
  /** The built site, whose index.html the /preview page serves. */
  siteDir: string;
  production: boolean;
  clock?: Clock;
}

const error = Type.Ref(ErrorEnvelopeSchema);
const staffResponses = <T extends Parameters<typeof responses>[0]>(value: T) => ({ ...responses(value), 401: error, 403: error });

/** The query of a URL, parsed only when it names a preview: every request passes the hook, few are previews. */
function previewQuery(url: string): { id: string; merchant: string } | null {
  const q = url.indexOf('?');
  if (q < 0 || !url.includes('preview=', q)) return null;
  const params = new URLSearchParams(url.slice(q + 1));
  const id = params.get('preview');
  const merchant = params.get('merchant');
  return id && merchant && id.length <= 128 && merchant.length <= 32 ? { id, merchant } : null;
}

async function previewPlugin(app: FastifyInstance, options: PreviewPluginOptions) {
  const clock = options.clock ?? systemClock;
  const production = options.production;
  const enabled = options.staff.length > 0;
  const staffNames = new Set(options.staff.map((s) => s.username));
  const cookieName = staffCookieName(production);
  // The preview tables and the accounts tables through their own view of the shared connection.
  const db: PreviewDb = app.db;
  const indexFile = path.join(options.siteDir, 'index.html');

  const staffOf = async (request: FastifyRequest) => {
    const token = readCookie(request.headers.cookie, cookieName);
    return enabled && token ? findStaffSession(db, clock, token, staffNames) : null;
  };

  /** The console page: the site's index.html, whose /preview route shows the login form or the console. */
  const sendPage = async (reply: FastifyReply, status: number) => {
    if (!(await access(indexFile).then(() => true, () => false))) return reply.code(503).send({ success: false, code: 'site_not_built' });
    return reply.code(status).sendFile('index.html', options.siteDir);
  };

  // 404 when the console is off; 403 without a staff session (the page then offers the staff login); 200 with one.
  app.get('/preview', {
    schema: { hide: true },
    // After the static plugin's own cache header: whether it is the login or the console depends on the cookie.
    onSend: async (_request, reply, payload) => {
      reply.header('cache-control', 'no-store');
      return payload;
    },
  }, async (request, reply) => sendPage(reply, !enabled ? 404 : (await staffOf(request)) ? 200 : 403));
  if (!enabled) return;

  const checkDraft = await createDraftChecker(app.platform.rootDir);

  app.decorateRequest('previewId', null);
  app.decorateRequest('previewTheme', null);
  app.addHook('onRequest', async (request) => {
    const query = previewQuery(request.url);
    if (!query) return;
    // A preview applies only beside the staff session that made it: a leaked frame URL shows a player nothing.
    const staff = await staffOf(request);
    if (!staff) return;
    const view = await findPreview(db, clock, query.merchant, query.id, staff.username);
    // The merchant may have been removed by a live reload since the preview was made.
    const merchant = view ? app.platform.merchants.get(view.merchant) : undefined;
    if (!view || !merchant) return;
    // ...and the theme a demo view names may have been removed since.
    if (view.theme !== undefined && !app.platform.themes.has(view.theme)) return;
    request.merchant = previewMerchant(draftMerchant(merchant, view.draft), view);
    request.previewId = query.id;
    // The theme editor's draft, checked against the schema when the view was stored.
    if (view.draft?.theme) request.previewTheme = draftTheme(app.platform.themes.get(request.merchant.theme)!, view.draft);
  });

  await app.register(
    async (api: FastifyInstance) => {
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      const refuse = (reply: FastifyReply, status: number, code: string) => reply.code(status).send({ success: false, code });

      // Everything but the login needs a staff session, checked before the body is even parsed; a player's bearer
      // token is never looked at.
      const requireStaff = async (request: FastifyRequest, reply: FastifyReply) => {
        const staff = await staffOf(request);
        if (!staff) return refuse(reply, 403, 'staff_only');
        request.staff = staff;
      };

      typed.post('/login', {
        schema: { tags: ['preview'], summary: 'Staff login of the preview console (sets the httpOnly staff cookie)', body: StaffLoginSchema, response: staffResponses(StaffSchema) },
        // Guessing a staff password is worth a much tighter limit than the site's flood guard.
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      }, async (request, reply) => {
        const { username, password } = request.body;
        const credential = options.staff.find((s) => s.username === username);
        const ok = credential ? await verifyPassword(credential.passwordHash, password) : await spendPasswordCheckTime(password);
        if (!ok || !credential) return refuse(reply, 401, 'wrong_account_or_password');
        const session = await createStaffSession(db, clock, credential.username);
        reply.header('set-cookie', staffCookie(production, session.token, STAFF_SESSION_MS));
        return { success: true, value: { username: credential.username } };
      });

      typed.post('/logout', { schema: { tags: ['preview'], summary: 'Ends the staff session', response: staffResponses(Type.Null()) } }, async (request, reply) => {
        const token = readCookie(request.headers.cookie, cookieName);
        if (token) await endStaffSession(db, token);
        reply.header('set-cookie', staffCookie(production, '', 0));
        return { success: true };
      });

      typed.get('/session', { onRequest: requireStaff, schema: { tags: ['preview'], summary: 'The staff member of the session', response: staffResponses(StaffSchema) } }, async (request) => ({
        success: true,
        value: { username: request.staff!.username },
      }));

      typed.get('/merchants', {
        onRequest: requireStaff,
        schema: { tags: ['preview'], summary: 'Every merchant with what the console offers to change', response: staffResponses(Type.Array(PreviewMerchantSchema)) },
      }, async () => ({ success: true, value: previewCatalogue(app.platform) }));

      typed.get('/themes', {
        onRequest: requireStaff,
        schema: { tags: ['preview'], summary: 'Every bundled theme with the colours of both palettes, for the theme picker', response: staffResponses(Type.Array(PreviewThemeSchema)) },
      }, async () => ({
        success: true,
        value: [...app.platform.themes.values()].map((theme) => ({ code: theme.code, name: theme.name, palettes: { dark: { ...theme.palettes.dark }, light: { ...theme.palettes.light } } })),
      }));

      typed.get('/config-status', {
        onRequest: requireStaff,
        schema: { tags: ['preview'], summary: 'The last configuration change live reload refused, with every problem; null once a change applies', response: staffResponses(ConfigRefusalSchema) },
      }, async () => ({ success: true, value: app.configRefusal }));

      typed.get('/theme-editor', {
        onRequest: requireStaff,
        schema: {
          tags: ['preview'],
          summary: 'What the theme editor starts from: the merchant\'s saved theme (or the bundled theme the picker chose) and file (migrated to the current schema)',
          querystring: Type.Object({ merchant: Type.String({ maxLength: 32 }), theme: Type.Optional(Type.String({ maxLength: 32 })) }),
          response: staffResponses(ThemeEditorSourceSchema),
        },
      }, async (request, reply) => {
        const merchant = app.platform.merchants.get(request.query.merchant);
        if (!merchant) return refuse(reply, 400, 'unknown_merchant');
        const theme = app.platform.themes.get(request.query.theme ?? merchant.theme);
        if (!theme) return refuse(reply, 400, 'unknown_theme');
        return { success: true, value: { merchant: merchant.code, themeFile: themeFileOf(theme.code), merchantFile: merchantFileOf(merchant.code), theme, merchantConfig: merchant } };
      });

      typed.post('/theme-check', {
        onRequest: requireStaff,
        schema: { tags: ['preview'], summary: 'Checks a theme draft as merchants:check would (schema, contrast in both palettes) with fix lines', body: ThemeCheckRequestSchema, response: staffResponses(ThemeCheckSchema) },
      }, async (request, reply) => {
        const { merchant, theme, draft } = request.body;
        if (theme !== undefined && !app.platform.themes.has(theme)) return refuse(reply, 400, 'unknown_theme');
        const outcome = checkDraft(app.platform, merchant, draft, theme);
        if (!outcome) return refuse(reply, 400, 'unknown_merchant');
        return { success: true, value: { problems: outcome.problems } };
      });

      typed.post('/views', {
        onRequest: requireStaff,
        schema: { tags: ['preview'], summary: 'Stores a preview view; the frame opens /PATH?merchant=CODE&preview=ID', body: PreviewViewSchema, response: staffResponses(CreatedPreviewSchema) },
      }, async (request, reply) => {
        const view = request.body;
        const problem = previewViewProblem(app.platform.merchants, view, new Set(app.platform.themes.keys()));
        if (problem) return refuse(reply, 400, problem);
        // A draft the site could not draw (a schema error) is refused; contrast problems are shown, not refused.
        if (view.draft && checkDraft(app.platform, view.merchant, view.draft, view.theme)?.problems.some((p) => p.rule === 'schema')) return refuse(reply, 400, 'invalid_theme');
        const stored = await storePreview(db, clock, request.staff!.username, view);
        const token = view.login === 'visitor' ? null : await previewSession(db, clock, view.merchant, view.login, clientIp(request));
        return { success: true, value: { id: stored.id, expiresAt: stored.expiresAt.toISOString(), token } };
      });
    },
    { prefix: '/wps/preview' },
  );
}

export default fp(previewPlugin, { name: 'preview', dependencies: ['database', 'platform'] });

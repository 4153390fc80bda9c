// The baseline of api-throughput.bench.mjs: a bare Koa server whose routes run the same SQL as the
// product's GET /api/user and GET /api/my-resumes (session row joined to its user, then the owner's
// resume list) with `pg` directly — no session token to verify, no ORM, no middleware. What the product
// adds on top of this is what the benchmark measures. The session id comes in the `x-session-id` header.
// Usage: node bare-koa-baseline.mjs <port> <database-url>
import Koa from 'koa';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });

const SESSION_SQL = `select s.id, s.user_id, s.expires_at, s.persistent, s.last_seen_at,
  u.id, u.username, u.email, u.full_name, u.stripe_customer_id, u.subscription_tier, u.subscription_end_date,
  u.storage_limit, u.storage_used, u.has_expanded_storage, u.job_alerts, u.resume_updates, u.marketing_emails, u.created_at
  from sessions s inner join users u on u.id = s.user_id where s.id = $1 and s.expires_at > $2 limit 1`;

// The product reads the stored score columns (migration 0015), so the floor does too.
const LIST_SQL = `select id, number, job_title, company, created_at, original_file_name, original_size, template_used,
  score_before, score_after
  from resumes where user_id = $1 order by created_at desc, id desc`;

async function sessionUser(ctx) {
  const { rows } = await pool.query({ text: SESSION_SQL, values: [ctx.get('x-session-id'), new Date()], rowMode: 'array' });
  if (rows.length === 0) ctx.throw(401);
  return rows[0];
}

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === '/user') {
    const row = await sessionUser(ctx);
    ctx.body = { id: row[5], username: row[6], email: row[7], fullName: row[8] };
  } else if (ctx.path === '/my-resumes') {
    const row = await sessionUser(ctx);
    const { rows } = await pool.query(LIST_SQL, [row[5]]);
    ctx.body = rows;
  } else {
    ctx.status = 404;
  }
});
app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));

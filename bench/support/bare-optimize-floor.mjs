// The floor of optimize-concurrency.bench.mjs and optimize-memory.bench.mjs: a bare node:http server that
// does only what an optimization with a pasted description cannot do without — the product's two compute
// tasks on the same input, in the same worker (api/dist/compute-worker.js) with the same thread count
// (the machine's cores, at least two), and the same result row written with `pg` in one statement — no
// framework, no session, no validation, no rate limit, no logging. What the product adds on top of this
// is what the benchmark measures.
//   1. 'read-job': the pasted description sanitised, read into text, its facts and requirements;
//   2. 'tailor': the built-in engine against those requirements;
//   3. one INSERT … RETURNING id of the same columns as the product's (charging the owner's storage).
// The request is the product's JSON body (resumeText, jobDescription, jobTitle, company); the owner is the
// `x-user-id` header (a user the benchmark registered). A posting read before is not read again (the
// product keeps readings by content too), so the floor is fair to a run that shares one posting.
// Usage: node bare-optimize-floor.mjs <port> <database-url>   (sends 'ready' over IPC when listening)
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const [port, databaseUrl] = process.argv.slice(2);
const apiRequire = createRequire(fileURLToPath(new URL('../../api/package.json', import.meta.url)));
const { Piscina } = apiRequire('piscina');
const threads = Math.max(2, availableParallelism());
const computePool = new Piscina({
  filename: fileURLToPath(new URL('../../api/dist/compute-worker.js', import.meta.url)),
  minThreads: threads,
  maxThreads: threads,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
});
const db = new pg.Pool({ connectionString: databaseUrl, max: 10 });

async function compute(kind, input) {
  const answer = await computePool.run({ kind, input });
  if (!answer.ok) throw new Error(`${kind}: ${answer.message}`);
  return answer.value;
}

/** Readings by description, at most 500 (the product's cache is bounded too). */
const readings = new Map();
async function readJob(input) {
  const key = JSON.stringify(input);
  const known = readings.get(key);
  if (known) return known;
  const read = await compute('read-job', input);
  if (readings.size >= 500) readings.delete(readings.keys().next().value);
  readings.set(key, read);
  return read;
}

const INSERT_SQL = `with owner as (
    update users set storage_used = storage_used + $1::integer, resumes_made = resumes_made + 1
    where id = $2::integer and storage_used + $1::integer <= storage_limit
    returning resumes_made
  )
  insert into resumes (
    user_id, number, original_file_name, original_mime_type, original_size, original_file, original_text,
    job_url, job_title, company, template_used, optimized_content, job_details, match, original_document,
    tailored_document, keyword_report, engine, engine_fallback_reason, created_at, updated_at
  )
  select $2::integer, owner.resumes_made, null, null, $1::integer, null, $3::text, null, $4::text, $5::text,
    $6::text, $7::text, $8::jsonb, $9::jsonb, $10::jsonb, $11::jsonb, $12::jsonb, 'built-in', null, $13::timestamptz, $13::timestamptz
  from owner
  returning id`;

async function optimize(userId, body) {
  const now = new Date();
  const title = body.jobTitle.trim();
  const company = body.company.trim();
  const read = await readJob({ title, company, description: { text: body.jobDescription.trim() }, skills: [], experience: '', education: '' });
  const { facts, requirements } = read.reading;
  const job = {
    title, company, location: '', skills: facts.skills, experience: facts.experience, education: facts.education,
    description: read.description, origin: 'pasted', url: '', source: 'other',
  };
  const resumeText = body.resumeText.trim();
  const tailored = await compute('tailor', { resumeText, job, requirements, now });
  const templateId = body.templateId ?? 'basic-1';
  const { rows } = await db.query(INSERT_SQL, [
    Buffer.byteLength(resumeText, 'utf8'), userId, resumeText, title, company, templateId, tailored.text,
    JSON.stringify(job), JSON.stringify(tailored.match), JSON.stringify(tailored.documents.original),
    JSON.stringify(tailored.documents.tailored), JSON.stringify(tailored.keywords), now,
  ]);
  if (rows.length === 0) throw new Error('storage full');
  return {
    resumeId: rows[0].id, optimizedContent: tailored.text, jobDetails: job, match: tailored.match,
    keywords: tailored.keywords, engine: { name: 'built-in' }, removedClaims: [], templateId,
  };
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    optimize(Number(req.headers['x-user-id']), JSON.parse(Buffer.concat(chunks).toString('utf8'))).then(
      (result) => {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(JSON.stringify(result));
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
});
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void Promise.all([computePool.destroy(), db.end()]).then(() => process.exit(0));
});

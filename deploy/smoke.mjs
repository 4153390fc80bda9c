#!/usr/bin/env node
// Smoke test of a running deployment, through its front door (the proxy of compose.yaml, or any
// instance): readiness, a new account, sign-in, and a tailoring from pasted text, then the resume
// listed by a second request (on another web instance behind the round robin). Needs Node 18+ only.
//   node deploy/smoke.mjs [base URL, default $SMOKE_URL or http://localhost:8080]
// Exits 0 when every step passed; else prints the step that failed and exits 1.
const base = (process.argv[2] ?? process.env.SMOKE_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const readyWithinMs = Number(process.env.SMOKE_READY_TIMEOUT_MS ?? 120_000);
const jobUrl = process.env.SMOKE_JOB_URL ?? 'https://www.linkedin.com/jobs/view/4000000001/';

const resumeText = [
  'Jordan Rivera',
  'jordan.rivera@example.com · (555) 010-2030 · Portland, OR',
  'Experience',
  'Software Engineer, Northwind Traders — 2019 to 2024',
  '• Built TypeScript and Node.js services on PostgreSQL serving 40,000 daily users.',
  '• Moved deployments to Docker on AWS and cut release time from two days to one hour.',
  '• Mentored three engineers and led code reviews for the payments team.',
  'Education',
  'B.S. Computer Science, Portland State University, 2019',
  'Skills',
  'TypeScript, Node.js, PostgreSQL, Docker, AWS, React',
].join('\n');
const jobDescription =
  'Platform Engineer at Example Labs. We need 4+ years of TypeScript, Node.js and PostgreSQL experience, ' +
  'Docker and AWS in production, and a Bachelor degree in Computer Science.';

let cookie = '';

async function call(method, path, body) {
  const headers = { accept: 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const session = response.headers.getSetCookie().find((line) => line.startsWith('session='));
  if (session) cookie = session.split(';')[0];
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

function expectStatus(step, answer, status) {
  if (answer.status !== status) {
    throw new Error(`${step}: expected ${status}, got ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  console.log(`ok  ${step} (${status})`);
}

async function waitForReady() {
  const deadline = Date.now() + readyWithinMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const answer = await call('GET', '/api/ready');
      if (answer.status === 200) return answer;
      last = `${answer.status} ${answer.text.slice(0, 100)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`GET /api/ready did not answer 200 within ${readyWithinMs} ms (last: ${last})`);
}

async function main() {
  console.log(`Smoke test of ${base}`);
  expectStatus('GET /api/ready', await waitForReady(), 200);

  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { fullName: 'Smoke Test', email: `smoke-${id}@example.com`, username: `smoke${id}`, password: 'smoke test password 1', acceptTerms: true };
  expectStatus('POST /api/register', await call('POST', '/api/register', account), 201);

  cookie = '';
  expectStatus('POST /api/login', await call('POST', '/api/login', { username: account.username, password: account.password, rememberMe: false }), 200);

  const tailored = await call('POST', '/api/optimize-resume-text', { resumeText, jobUrl, jobDescription });
  expectStatus('POST /api/optimize-resume-text', tailored, 201);
  if (typeof tailored.json?.resumeId !== 'number' || !String(tailored.json?.optimizedContent ?? '').includes('Jordan Rivera')) {
    throw new Error(`POST /api/optimize-resume-text: no tailored resume in the answer: ${tailored.text.slice(0, 300)}`);
  }

  // Twice, so that behind a round robin at least one read lands on another instance than the write.
  for (let read = 1; read <= 2; read += 1) {
    const listed = await call('GET', '/api/my-resumes');
    expectStatus(`GET /api/my-resumes (${read})`, listed, 200);
    if (!listed.text.includes(`"id":${tailored.json.resumeId}`)) {
      throw new Error(`GET /api/my-resumes: resume ${tailored.json.resumeId} is not listed: ${listed.text.slice(0, 300)}`);
    }
  }
  console.log('Smoke test passed');
}

main().catch((error) => {
  console.error(`Smoke test FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

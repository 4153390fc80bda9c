/** Test data: unique registrations and signed-in clients, created through the real HTTP API. */
import type { PublicUser, RegisteredUser, RegisterInput } from '@jobapp/shared';
import { expect } from 'vitest';
import { findLink, queryParam } from './capture-mailer';
import type { TestClient } from './test-client';
import type { TestServer } from './test-server';

let counter = 0;

export function buildRegistration(overrides: Partial<RegisterInput> = {}): RegisterInput & { acceptTerms: true } {
  counter += 1;
  const suffix = `${process.pid}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    fullName: `Test User ${counter}`,
    email: `user${suffix}@example.com`,
    username: `user${suffix}`,
    password: 'correct horse battery',
    acceptTerms: true,
    ...overrides,
  } as RegisterInput & { acceptTerms: true };
}

/** Registers a new account; the returned client is signed in as it. */
export async function registerUser(
  server: TestServer,
  overrides: Partial<RegisterInput> = {},
): Promise<{ client: TestClient; user: PublicUser; input: RegisterInput & { acceptTerms: true } }> {
  const client = server.client();
  const input = buildRegistration(overrides);
  const response = await client.post<RegisteredUser>('/api/register', input);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  // The public user, as GET /api/user shows it (the answer adds whether the free trial was given).
  const { freeTrial: _freeTrial, ...user } = response.body;
  return { client, user, input };
}

/** A new client signed in with username and password. */
export async function signIn(server: TestServer, username: string, password: string, rememberMe = false): Promise<TestClient> {
  const client = server.client();
  const response = await client.post('/api/login', { username, password, rememberMe });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return client;
}

/**
 * Changes the account's e-mail address the whole way: PATCH /api/user/profile, then the link sent to the
 * new address (POST /api/user/email/confirm), as its owner would.
 */
export async function changeEmail(server: TestServer, client: TestClient, password: string, email: string): Promise<void> {
  const asked = await client.patch('/api/user/profile', { fullName: 'Moved', email, currentPassword: password });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const token = queryParam(findLink(server.mails.to(email).at(-1), '/confirm-email'), 'token');
  const confirmed = await server.client().post('/api/user/email/confirm', { token });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
}


import { afterEach, describe, expect, it, vi } from 'vitest';

describe('test-fixtures helper', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('throws under CI when the shared fixtures folder is missing', async () => {
    vi.stubEnv('FIXTURES_DIR', '/nonexistent/fixtures-folder');
    vi.stubEnv('CI', 'true');
    vi.resetModules();
    await expect(import('./test-fixtures')).rejects.toThrow(/Shared fixtures not found at \/nonexistent\/fixtures-folder/);
  });

  it('only notes the missing folder outside CI', async () => {
    vi.stubEnv('FIXTURES_DIR', '/nonexistent/fixtures-folder');
    vi.stubEnv('CI', '');
    const write = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.resetModules();
    const mod = await import('./test-fixtures');
    expect(mod.fixturesAvailable).toBe(false);
    expect(mod.listFixtures('jobs', /./)).toEqual([]);
    expect(write).toHaveBeenCalledWith(expect.stringContaining('Fixture-based suites are skipped'));
    write.mockRestore();
  });

  it('reads its own hand-made fixtures (test-dom works without the shared folder)', async () => {
    const mod = await import('./test-dom');
    expect(mod.readOwnFixture('linkedin-authwall.html')).toContain('authwall-join-form');
    expect(mod.indeedEscapeJson('{"a":"</b>"}')).toBe('{"a":"\\u003C\\u002Fb\\u003E"}');
  });
});

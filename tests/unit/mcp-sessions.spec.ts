/** The HTTP transport's sessions: idle expiry and the cap, on a clock the test moves. */
import {test, expect} from '@playwright/test';
import {SessionStore} from '../../mcp/src/sessions';

function store(maxSessions: number, idleMs: number) {
  let now = 0;
  const closed: string[] = [];
  const sessions = new SessionStore<{close: () => void}>({maxSessions, idleMs}, () => now);
  const add = (id: string) => sessions.add(id, {close: () => void closed.push(id)});
  return {sessions, add, closed, wait: (ms: number) => (now += ms)};
}

test('a session idle longer than the limit is gone, closed, whether asked for or swept', () => {
  const {sessions, add, closed, wait} = store(10, 1000);
  add('a');
  add('b');
  wait(600);
  expect(sessions.use('a')).toBeDefined();
  wait(600);
  // b was last used 1200 ms ago, a 600 ms ago.
  expect(sessions.use('b')).toBeUndefined();
  expect(sessions.sweep()).toBe(0);
  wait(600);
  expect(sessions.sweep()).toBe(1);
  expect(closed).toEqual(['b', 'a']);
  expect(sessions.size).toBe(0);
});

test('past the cap, the least recently used session ends', () => {
  const {sessions, add, closed} = store(2, 60_000);
  add('a');
  add('b');
  sessions.use('a');
  add('c');
  expect(closed).toEqual(['b']);
  expect([sessions.has('a'), sessions.has('b'), sessions.has('c')]).toEqual([true, false, true]);
});

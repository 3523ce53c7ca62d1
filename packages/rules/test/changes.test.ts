import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { articleTag, parseChangeMessage, watchRedis } from '../src/changes.js';

describe('changes between instances', () => {
  it('reads a published message, and nothing else', () => {
    const text = JSON.stringify({ source: 'cms-1', cms: 'all', tags: [articleTag('abc'), 'listings'] });
    expect(parseChangeMessage(text)).toEqual({
      source: 'cms-1',
      cms: 'all',
      tags: ['article:abc', 'listings'],
    });
    expect(parseChangeMessage(JSON.stringify({ source: 's', cms: 'drop-tables', tags: ['a', 1] }))).toEqual({
      source: 's',
      cms: undefined,
      tags: ['a'],
    });
    for (const text of ['not json', 'null', '[]', '{"tags":["listings"]}'])
      expect(parseChangeMessage(text), text).toBeUndefined();
  });

  it("logs a client's outage once, however many reconnections fail, and its recovery", () => {
    const client = new EventEmitter();
    const lines: string[] = [];
    const log = { warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) };
    watchRedis(client, 'limits', 'counting per instance', log);
    client.emit('ready');
    for (let i = 0; i < 3; i++) client.emit('error', new Error('ECONNREFUSED'));
    client.emit('ready');
    client.emit('error', new Error('ECONNRESET'));
    expect(lines).toEqual([
      'Redis (limits) unreachable: counting per instance until it returns (Error: ECONNREFUSED)',
      'Redis (limits) reachable again: shared again',
      'Redis (limits) unreachable: counting per instance until it returns (Error: ECONNRESET)',
    ]);
  });
});

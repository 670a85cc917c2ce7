// Embed URL parameters and the postMessage protocol's validation, without a browser.
import { describe, expect, it } from 'vitest';
import { CONTROL_NAMES, elementSnippet, embedQuery, iframeSnippet, parseEmbedParams } from '../../web/src/share/embed-params.js';
import { answerMessage, VERBS } from '../../web/src/embed/host-messages.js';

describe('embed parameters', () => {
  it('uses the documented defaults', () => {
    expect(parseEmbedParams('')).toEqual({
      controls: new Set(['play', 'step', 'timeline', 'algorithm']), autoplay: false, speed: 20, readOnly: false, theme: 'auto', autoHeight: false,
      panels: [], problems: [],
    });
  });

  it('reads every parameter and round-trips through embedQuery', () => {
    const p = parseEmbedParams('?controls=play,speed&autoplay=1&speed=250&readonly=1&theme=dark');
    expect(p).toMatchObject({ controls: new Set(['play', 'speed']), autoplay: true, speed: 250, readOnly: true, theme: 'dark', problems: [] });
    const again = parseEmbedParams(embedQuery({ controls: p.controls, autoplay: true, speed: 250, readOnly: true, theme: 'dark' }));
    expect(again).toEqual(p);
    expect(parseEmbedParams('controls=all').controls).toEqual(new Set(CONTROL_NAMES));
    expect(parseEmbedParams('controls=none').controls).toEqual(new Set());
    expect(embedQuery({ controls: [] })).toBe('?controls=none');
    expect(embedQuery()).toBe('');
    expect(parseEmbedParams('?height=auto')).toMatchObject({ autoHeight: true, problems: [] });
  });

  it('ignores bad values with one message each and keeps the defaults', () => {
    const p = parseEmbedParams('?controls=play,<b>&autoplay=maybe&speed=1e9&theme=neon&readonly=2&height=300');
    expect(p).toMatchObject({ controls: new Set(['play']), autoplay: false, speed: 20, readOnly: false, theme: 'auto', autoHeight: false });
    expect(p.problems).toHaveLength(6);
    expect(p.problems[5]).toBe("height '300' ignored (use auto, or leave it out to fill the frame)");
    expect(p.problems[0]).toBe("unknown control '<b>' ignored (known: play, step, timeline, speed, algorithm, reset, share, check, learn, all, none)");
  });

  it('escapes the URL in the iframe snippet', () => {
    expect(iframeSnippet('https://x.org/embed.html?a=1&b="2"#v1.A<')).toBe(
      '<iframe src="https://x.org/embed.html?a=1&amp;b=&quot;2&quot;#v1.A&lt;" width="640" height="420" '
      + 'title="Pathlab pathfinding playground" style="border:0;max-width:100%" loading="lazy"></iframe>');
  });

  it('writes the <pathlab-embed> snippet with its script, escaped, and only the options set', () => {
    expect(elementSnippet('https://x.org/p/embed-element.js', 'https://x.org/p/#v1.A"<', { readOnly: true, theme: 'dark' })).toBe(
      '<script type="module" src="https://x.org/p/embed-element.js"></script>\n'
      + '<pathlab-embed link="https://x.org/p/#v1.A&quot;&lt;" readonly theme="dark"></pathlab-embed>');
    expect(elementSnippet('e.js', 'l', { autoplay: true })).toBe('<script type="module" src="e.js"></script>\n<pathlab-embed link="l" autoplay></pathlab-embed>');
  });
});

describe('postMessage protocol', () => {
  const calls = [];
  const api = Object.fromEntries(VERBS.map((verb) => [verb, (...args) => {
    calls.push([verb, args]);
    if (verb === 'setStart' && args[0] < 0) throw new Error('start (-1, 0) is outside the grid');
    if (verb === 'exportMap') return () => {}; // not cloneable
    return verb === 'state' ? { step: 4 } : undefined;
  }]));
  api.secret = () => 'not a verb';

  it('answers a valid message with ok: true and the result', async () => {
    expect(await answerMessage(api, { pathlab: 1, id: 'q1', verb: 'state' })).toEqual({ pathlab: 1, id: 'q1', ok: true, result: { step: 4 } });
    expect(await answerMessage(api, { pathlab: 1, id: 2, verb: 'setGoal', args: [3, 4] })).toEqual({ pathlab: 1, id: 2, ok: true, result: null });
    expect(calls.at(-1)).toEqual(['setGoal', [3, 4]]);
  });

  it('ignores messages that are not for Pathlab', async () => {
    for (const data of [null, 'hello', 42, [1], { type: 'webpackOk' }]) expect(await answerMessage(api, data)).toBeNull();
  });

  it('refuses unknown verbs, bad ids, bad args, other versions, errors and uncloneable results', async () => {
    const error = async (data) => {
      const reply = await answerMessage(api, data);
      expect(reply.ok).toBe(false);
      return reply;
    };
    expect((await error({ pathlab: 1, id: 1, verb: 'secret' })).error).toMatch(/unknown verb 'secret'/);
    expect((await error({ pathlab: 1, id: 1, verb: 'toString' })).error).toMatch(/unknown verb/);
    expect((await error({ pathlab: 1, id: 1 })).error).toMatch(/unknown verb undefined/);
    expect(await error({ pathlab: 1, id: NaN, verb: 'state' })).toMatchObject({ id: null, error: expect.stringMatching(/id must be/) });
    expect(await error({ pathlab: 1, id: 'x'.repeat(201), verb: 'state' })).toMatchObject({ id: null });
    expect((await error({ pathlab: 1, id: 1, verb: 'run', args: { length: 1 } })).error).toMatch(/args must be an array/);
    expect((await error({ pathlab: 1, id: 1, verb: 'run', args: [1, 2, 3, 4, 5] })).error).toMatch(/at most 4/);
    expect((await error({ pathlab: '1', id: 1, verb: 'run' })).error).toMatch(/unsupported protocol version '1'/);
    expect(await error({ pathlab: 1, id: 7, verb: 'setStart', args: [-1, 0] })).toEqual({ pathlab: 1, id: 7, ok: false, error: 'start (-1, 0) is outside the grid' });
    expect((await error({ pathlab: 1, id: 8, verb: 'exportMap' })).error).toMatch(/could not be cloned/);
    expect((await error({ pathlab: 1, id: 9, verb: 'subscribe' })).error).toMatch(/unknown verb 'subscribe'/);
  });

  it("answers 'subscribe' only where the embed offers it", async () => {
    const subscribed = { ...api, subscribe: () => ({ height: 300 }) };
    expect(await answerMessage(subscribed, { pathlab: 1, id: 1, verb: 'subscribe' })).toEqual({ pathlab: 1, id: 1, ok: true, result: { height: 300 } });
  });
});

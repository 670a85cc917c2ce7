// Puts lessons on the playground page: the Lesson region above the board, a Lessons button with the
// built-in lessons and their progress, "Start here" on a first visit, "Make a lesson", and lesson links
// (#lesson-v1.…) in the address. Sets app.lessons, which window.pathlab's lesson verbs use
// (web/src/app/script-api.js). A broken lesson link is said in the page's alert and changes nothing.
// The player (player.js) loads when a lesson is first opened (a lesson link in the address, Start here,
// the Lessons dialog, the openLesson verb) and the editor (author.js) when it is first used (Make a
// lesson, Edit this lesson, the lessonLink verb), not at start (ui/lazy.js): most visits open neither.

import { BUILTIN_LESSONS, builtinLesson } from './builtin.js';
import { decodeLesson, isLessonLink } from './format.js';
import { LessonProgress } from './progress.js';
import { elementSnippet, iframeSnippet } from '../share/embed-params.js';
import { fullStop } from '../ui/sentence.js';
import { el } from '../ui/dom.js';
import { lazyPart } from '../ui/lazy.js';

/** @typedef {import('./player.js').LessonPlayer} LessonPlayer */
/**
 * app.lessons, which window.pathlab's lesson verbs use (web/src/app/script-api.js). The embed page
 * has no author: lessons are written on the playground page. player and author: each once it has
 * loaded (its first use), else null.
 * @typedef {{list: () => {id: string, title: string, stops: number}[], open: (id: string) => Promise<void>,
 *   state: () => ReturnType<LessonPlayer['state']>, link: () => Promise<string>, player: LessonPlayer | null,
 *   author?: import('./author.js').LessonAuthor | null}} Lessons
 */
/** @typedef {import('./player.js').LessonApp & {lessons?: Lessons | null}} LessonsApp */

/** The id a lesson opened from a link plays under (built-in lessons have their own). */
export const LINKED_LESSON_ID = 'link';

/** The Lesson region: one per page, above the board. */
export function lessonRegion() {
  const region = el('section', { className: 'lesson', hidden: true });
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', 'Lesson');
  return region;
}

/**
 * The lesson player of a Lesson region, made when first asked for.
 * @param {LessonsApp} app
 * @param {HTMLElement} region
 * @param {ConstructorParameters<typeof import('./player.js').LessonPlayer>[2]} how
 * @returns {{(): Promise<LessonPlayer>, loaded(): LessonPlayer | undefined}}
 */
function lazyPlayer(app, region, how) {
  return lazyPart('the lesson player', async () => new (await import('./player.js')).LessonPlayer(app, region, how));
}

/**
 * Opens a lesson link on a player; a broken one, or a player that could not be loaded, is reported
 * and nothing changes.
 * @param {LessonsApp} app
 * @param {() => Promise<LessonPlayer>} player
 * @param {string} hash the lesson link (a URL, its fragment or the fragment's text)
 * @returns {Promise<{code: string, message: string} | null>} the problem, or null when it opened
 */
export async function openLessonLink(app, player, hash) {
  const decoded = await decodeLesson(hash);
  try {
    if (decoded.ok === false) throw new Error(decoded.error);
    await (await player()).open(decoded.lesson, { id: LINKED_LESSON_ID });
    return null;
  } catch (error) {
    const message = `This lesson could not be opened: ${fullStop(error.message)} Nothing on the page was changed.`;
    app.reportError(message);
    return { code: error.code === 'load-failed' ? error.code : 'bad-lesson', message }; // load-failed: the player's module (ui/lazy.js)
  }
}

/**
 * @param {LessonsApp} app
 * @param {{actions: HTMLElement, stage: HTMLElement}} where the header's action bar and the board's section
 */
export async function installLessons(app, { actions, stage }) {
  const region = lessonRegion();
  stage.prepend(region);
  const progress = new LessonProgress();
  // The editor, made on its first use: its draft kept in this browser is back before anyone uses it.
  const loadAuthor = lazyPart('the lesson editor', async () => {
    const { LessonAuthor } = await import('./author.js');
    const author = new LessonAuthor(app, region, {
      embedSnippets: (url) => {
        const text = url.slice(url.indexOf('#'));
        return {
          element: elementSnippet(new URL('embed-element.js', location.href).href, url),
          iframe: iframeSnippet(new URL(`embed.html${text}`, location.href).href, { title: 'Pathlab lesson' }),
        };
      },
    });
    await author.restored;
    return author;
  });
  // "Edit this lesson": any lesson played here (built-in or from a link) goes to the editor as a copy.
  const player = lazyPlayer(app, region, { progress, onEdit: async (lesson) => (await loadAuthor()).load(lesson) });
  const chooser = buildChooser(progress, (id) => openBuiltin(id).catch((error) => app.reportError(error.message)));
  const startHere = el('button', { type: 'button', className: 'primary start-here', textContent: 'Start here',
    title: 'A first lesson: what a search is', hidden: progress.started || location.hash.length > 1,
    onclick: () => openBuiltin(BUILTIN_LESSONS[0].id).catch((error) => app.reportError(error.message)) });
  actions.prepend(
    startHere,
    el('button', { type: 'button', textContent: 'Lessons', title: 'Short guided lessons on the searches', onclick: () => chooser.open() }),
    el('button', { type: 'button', textContent: 'Make a lesson', title: 'Write a lesson from this page, stop by stop',
      onclick: async () => {
        try {
          const author = await loadAuthor();
          if (player.loaded()?.playing) await player.loaded().exit();
          author.start();
        } catch (error) {
          app.reportError(error.message);
        }
      } }),
  );

  async function openBuiltin(id) {
    const lesson = builtinLesson(id);
    if (!lesson) throw new Error(`there is no lesson '${String(id).slice(0, 40)}' (lessons: ${BUILTIN_LESSONS.map((l) => l.id).join(', ')})`);
    startHere.hidden = true;
    const kept = progress.of(id);
    await (await player()).open(lesson, { id, stop: kept && !kept.done ? kept.stop : 1 });
  }

  const openFromAddress = async () => {
    if (isLessonLink(location.hash)) await openLessonLink(app, player, location.hash);
  };
  window.addEventListener('hashchange', openFromAddress);
  await openFromAddress();

  app.lessons = {
    list: () => BUILTIN_LESSONS.map(({ id, title, stops }) => ({ id, title, stops: stops.length })),
    open: openBuiltin,
    state: () => player.loaded()?.state() ?? null,
    link: async () => (await loadAuthor()).link(),
    get player() { return player.loaded() ?? null; },
    get author() { return loadAuthor.loaded() ?? null; },
  };
  return app.lessons;
}

// The Lessons dialog: each built-in lesson with how far the learner got.
function buildChooser(progress, open) {
  const list = el('ul', { className: 'lesson-list' });
  const dialog = el('dialog', { className: 'lesson-chooser' },
    el('h2', { textContent: 'Lessons' }),
    el('p', { className: 'hint', textContent: 'Each lesson is a few stops on a small map. Your progress is kept in this browser.' }),
    list,
    el('form', { method: 'dialog' }, el('button', { type: 'submit', textContent: 'Close' })));
  dialog.setAttribute('aria-label', 'Lessons');
  document.body.append(dialog);
  return {
    open() {
      list.replaceChildren(...BUILTIN_LESSONS.map(({ id, title, stops }) => {
        const kept = progress.of(id);
        const where = !kept ? `${stops.length} stops` : kept.done ? 'done' : `stop ${kept.stop} of ${stops.length}`;
        return el('li', {}, el('button', { type: 'button', textContent: title, onclick: () => {
          dialog.close();
          open(id);
        } }), el('span', { className: 'hint', textContent: ` ${where}` }));
      }));
      dialog.showModal();
    },
  };
}

/** The embed page's lesson player, by app: a hash change opens the next lesson link on the same one. */
const embeddedPlayers = new WeakMap();

/**
 * The embed page's lesson (a #lesson-v1.… fragment): the Lesson region above the board, opening on
 * stop 1, with no Exit lesson (the frame shows nothing else).
 * @param {LessonsApp} app
 * @param {HTMLElement} board the board's element; the Lesson region goes before it
 * @param {string} hash the page's fragment, a lesson link
 * @returns {Promise<{code: string, message: string} | null>} the link's problem, or null
 */
export async function openEmbeddedLesson(app, board, hash) {
  if (!embeddedPlayers.has(app)) {
    const region = lessonRegion();
    board.before(region);
    const player = lazyPlayer(app, region, { canExit: false });
    app.lessons = {
      list: () => BUILTIN_LESSONS.map(({ id, title, stops }) => ({ id, title, stops: stops.length })),
      open: async (id) => {
        const lesson = builtinLesson(id);
        if (!lesson) throw new Error(`there is no lesson '${String(id).slice(0, 40)}'`);
        await (await player()).open(lesson, { id });
      },
      state: () => player.loaded()?.state() ?? null,
      link: () => Promise.reject(new Error('lessons are written on the playground page, not in an embed')),
      get player() { return player.loaded() ?? null; },
    };
    embeddedPlayers.set(app, player);
  }
  return openLessonLink(app, embeddedPlayers.get(app), hash);
}

// The editor of judge serve's page: CodeMirror 6 with the languages the judge runs and optional
// Vim keys, bundled (build.sh) into one file the wheel ships, so the page needs no network and
// users need no Node. The page (judge/serve/static/app.js) sees only window.JudgeEditor.
import { basicSetup } from "codemirror";
import { EditorView, keymap } from "@codemirror/view";
import { EditorState, Compartment } from "@codemirror/state";
import { indentWithTab } from "@codemirror/commands";
import { python } from "@codemirror/lang-python";
import { cpp } from "@codemirror/lang-cpp";
import { java } from "@codemirror/lang-java";
import { javascript } from "@codemirror/lang-javascript";
import { go } from "@codemirror/lang-go";
import { rust } from "@codemirror/lang-rust";
import { vim } from "@replit/codemirror-vim";
import { oneDark } from "@codemirror/theme-one-dark";

// By the judge's language names (its registry); a language with no mode here is shown as plain text.
const LANGUAGES = { python, cpp, java, javascript, go, rust, typescript: () => javascript({ typescript: true }) };
const mode = (name) => (LANGUAGES[name] ? LANGUAGES[name]() : []);

// One editor over `parent`; onChange(text) after each edit. Tab indents; Escape then Tab leaves
// the editor (CodeMirror's own rule, so keyboard users are never trapped).
// `nonce`: the page's CSP nonce for styles (CodeMirror mounts its own in a <style> element).
function create(parent, { text = "", lang = "python", vimKeys = false, nonce = "", onChange = () => {} } = {}) {
  const language = new Compartment();
  const keys = new Compartment();
  const theme = new Compartment();  // follows the system's light or dark setting, as the page does
  const dark = window.matchMedia("(prefers-color-scheme: dark)");
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        keys.of(vimKeys ? vim() : []),  // first: Vim's keys take precedence when on
        basicSetup,
        EditorView.cspNonce.of(nonce),
        keymap.of([indentWithTab]),
        language.of(mode(lang)),
        theme.of(dark.matches ? oneDark : []),
        EditorView.contentAttributes.of({ "aria-label": "Solution", spellcheck: "false" }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) onChange(update.state.doc.toString());
        }),
      ],
    }),
  });
  dark.addEventListener("change", () => view.dispatch({ effects: theme.reconfigure(dark.matches ? oneDark : []) }));
  return {
    view,
    text: () => view.state.doc.toString(),
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    setLanguage(name) {
      view.dispatch({ effects: language.reconfigure(mode(name)) });
    },
    setVim(on) {
      view.dispatch({ effects: keys.reconfigure(on ? vim() : []) });
    },
    focus: () => view.focus(),
  };
}

window.JudgeEditor = { create };

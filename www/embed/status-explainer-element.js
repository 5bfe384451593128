// <status-explainer> — explains its text content (or the file at its `src`) in a shadow root.
//
//   <script type="module" src="status-explainer-element.js"></script>
//   <status-explainer theme="dark" compact>apiVersion: v1
//   kind: Pod …</status-explainer>
//
// Attributes: src (a URL to read the text from), theme (light | dark), compact (no input area).
// It re-renders when the text, src, theme or compact change; styles do not leak in or out.
import init, { mount } from './pkg/status_explainer.js';

const ready = init({ module_or_path: new URL('./pkg/status_explainer_bg.wasm', import.meta.url) });
const stylesheet = new URL('./status-explainer.css', import.meta.url).href;

class StatusExplainer extends HTMLElement {
  static get observedAttributes() {
    return ['src', 'theme', 'compact'];
  }

  connectedCallback() {
    if (!this.shadowRoot) {
      const root = this.attachShadow({ mode: 'open' });
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheet;
      this.container = document.createElement('div');
      root.append(link, this.container);
    }
    this.observer = new MutationObserver(() => this.render());
    this.observer.observe(this, { childList: true, characterData: true, subtree: true });
    this.render();
  }

  disconnectedCallback() {
    this.observer?.disconnect();
    this.view?.destroy();
    this.view = null;
  }

  attributeChangedCallback() {
    if (this.isConnected) this.render();
  }

  async render() {
    const turn = (this.turn = (this.turn ?? 0) + 1);
    await ready;
    const src = this.getAttribute('src');
    const text = src ? await fetch(src).then((r) => r.text(), (e) => `# could not read ${src}: ${e}`) : this.textContent ?? '';
    if (turn !== this.turn || !this.isConnected) return; // a newer render is on its way
    const options = {
      text: text.replace(/^\n/, ''),
      theme: this.getAttribute('theme') ?? '',
      compact: this.hasAttribute('compact'),
    };
    if (this.view) this.view.update(options);
    else this.view = mount(this.container, options);
  }
}

if (!customElements.get('status-explainer')) customElements.define('status-explainer', StatusExplainer);

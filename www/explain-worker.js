// The page's worker: explains a large paste off the main thread so the page stays usable.
// The page starts it early and hands over its own compiled WebAssembly module and the URL of its
// glue script ({glue, module}), so nothing is downloaded again and the worker is ready before a
// large paste arrives; each later message ({text, now}, the text as UTF-8 bytes) is explained and
// answered with {report} (a list of byte arrays, the report packed: without its resources, then
// batches of them; moved to the page, not copied) or
// {error}. Nothing leaves the browser (src/app/background.rs).
let page;
self.onmessage = async ({ data }) => {
  try {
    if (data.glue) {
      page = import(data.glue).then(async (glue) => {
        await glue.default({ module_or_path: data.module });
        // Compile what a paste runs before one arrives (see warm_up in src/app/background.rs).
        glue.warmUp();
        return glue;
      });
      return;
    }
    const glue = await page;
    const pieces = glue.explainInBackground(data.text, data.now);
    self.postMessage({ report: pieces }, pieces.map((piece) => piece.buffer));
  } catch (error) {
    self.postMessage({ error: `the background explanation failed: ${error}` });
  }
};

// The page's worker: explains a large paste off the main thread so the page stays usable.
// The page hands over its own compiled WebAssembly module and the URL of its glue script, so
// nothing is downloaded again and nothing leaves the browser (src/app/background.rs).
self.onmessage = async ({ data }) => {
  try {
    const page = await import(data.glue);
    await page.default({ module_or_path: data.module });
    self.postMessage({ report: page.explainInBackground(data.text, data.now) });
  } catch (error) {
    self.postMessage({ error: `the background explanation failed: ${error}` });
  }
};

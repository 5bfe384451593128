//! The browser entry of the paste-and-explain page (built by Trunk for wasm32).

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        use status_explainer::app::{catalog_route, remembered_text, share_link, App, AppProps};
        // In the page's worker (app::background) there is no window and nothing to render: the
        // worker only calls `explainInBackground`.
        if web_sys::window().is_none() {
            return;
        }
        // A share link carries its paste in the fragment; open with it.
        let fragment = web_sys::window().and_then(|window| window.location().hash().ok()).unwrap_or_default();
        // Else the text this tab showed before a reload.
        let text = share_link::decode(&fragment).or_else(remembered_text).unwrap_or_default();
        // Its ages as its sender saw them, while the text is unchanged.
        if let Some(at) = share_link::time_of(&fragment).filter(|_| !text.is_empty()) {
            share_link::remember_opened(&text, at);
        }
        // `#/reasons/CrashLoopBackOff` opens the reason catalog at that entry.
        let route = catalog_route(&fragment).unwrap_or_default().to_owned();
        yew::Renderer::<App>::with_props(AppProps { text: text.into(), route: route.into(), sets_title: true, remembers_text: true, ..AppProps::default() }).render();
        // Work offline after the first visit (www/sw.js); a browser without workers just skips it.
        if let Some(window) = web_sys::window() {
            let _ = window.navigator().service_worker().register("./sw.js");
        }
    }
}

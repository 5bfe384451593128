//! The browser entry of the paste-and-explain page (built by Trunk for wasm32).

fn main() {
    #[cfg(target_arch = "wasm32")]
    {
        use status_explainer::app::{share_link, App, AppProps};
        // A share link carries its paste in the fragment; open with it.
        let text = web_sys::window()
            .and_then(|window| window.location().hash().ok())
            .and_then(|fragment| share_link::decode(&fragment))
            .unwrap_or_default();
        yew::Renderer::<App>::with_props(AppProps { text: text.into(), ..AppProps::default() }).render();
        // Work offline after the first visit (www/sw.js); a browser without workers just skips it.
        if let Some(window) = web_sys::window() {
            let _ = window.navigator().service_worker().register("./sw.js");
        }
    }
}

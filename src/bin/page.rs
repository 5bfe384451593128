//! The browser entry of the paste-and-explain page (built by Trunk for wasm32).

fn main() {
    #[cfg(target_arch = "wasm32")]
    yew::Renderer::<status_explainer::app::App>::new().render();
}

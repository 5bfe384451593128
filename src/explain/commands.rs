//! Where an explanation's text holds a command to run: the page shows those parts as code
//! (one click selects the whole command), the Markdown as code spans. The texts are written
//! as sentences ("Read its output: kubectl logs web-1 -n shop --previous. Then …"), so a
//! command is found by its first word — a command-line tool this project's texts name — and
//! runs word by word until a word of the sentence around it: an English function word or
//! verb ("and", "on", "shows"), a capitalised word, an opening parenthesis, or punctuation
//! that ends a clause (`,` `;` or a `.` ending a word). What is not found stays text, so a
//! miss costs only the styling.

/// A part of a text: a command, or the words around commands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Piece<'a> {
    /// The text of the part, exactly as in the whole.
    pub text: &'a str,
    /// Whether this part is a command to run.
    pub command: bool,
}

/// The command-line tools a command may start with. `kubectl` and `oc` are checked further:
/// the word after them must be one of [`KUBECTL_VERBS`] or a flag ("kubectl shows it" is prose).
const TOOLS: &[&str] = &[
    "argo", "argocd", "aws", "az", "ceph", "clusterctl", "cmctl", "crictl", "curl", "flux", "gcloud", "helm",
    "istioctl", "journalctl", "kamel", "kn", "kubectl", "kubeseal", "kustomize", "mc", "oc", "openstack",
    "systemctl", "tkn", "vault", "velero", "virtctl",
];

/// Options that take no value: a capitalised word after one is the sentence's.
const FLAGS_WITHOUT_VALUE: &[&str] = &[
    "-A", "--all-namespaces", "--previous", "-p", "--force", "--details", "--long", "-w", "--watch", "--reset",
    "--recursive", "--show-kind", "--ignore-not-found", "--with-source", "--show-labels", "--all", "--now", "--wait",
    "--overwrite", "--rm", "-it", "-i", "-t", "--insecure-skip-tls-verify", "--force-conflicts", "--server-side",
];

/// What follows `kubectl` (or `oc`) when it starts a command.
const KUBECTL_VERBS: &[&str] = &[
    "adm", "annotate", "api-resources", "apply", "argo", "auth", "certificate", "cnpg", "config", "cordon", "cp",
    "create", "debug", "delete", "describe", "drain", "edit", "events", "exec", "explain", "expose", "get", "idle",
    "label", "logs", "patch", "plugin", "port-forward", "replace", "rollout", "run", "sa", "scale", "set", "start",
    "taint", "top", "uncordon", "wait",
];

/// Words that belong to the sentence around a command, never to the command: where it ends.
const SENTENCE_WORDS: &[&str] = &[
    "a", "after", "again", "also", "an", "and", "are", "as", "at", "be", "before", "but", "by", "can", "does",
    "either", "every", "first", "for", "from", "gives", "has", "have", "helps", "here", "if", "in", "instead", "is",
    "it", "its", "lists", "may", "meanwhile", "might", "must", "names", "not", "now", "of", "on", "once", "only", "renders", "rolls", "makes", "clears", "brings", "needs", "puts", "lets",
    "or", "prints", "reports", "retries", "returns", "runs", "says", "sets", "should", "shows", "since", "so",
    "starts", "takes", "tells", "tries", "removes", "checks", "keeps", "than", "that", "the", "then", "there", "these", "this", "those", "to", "too", "until", "was",
    "waits", "when", "where", "which", "while", "will", "with", "would", "writes",
];

/// The characters after which a word (and so a command) may start.
const WORD_STARTS_AFTER: [char; 7] = [' ', '(', ':', '\n', '"', '\'', '`'];

/// The text cut into commands and the words around them, in order; joined, the pieces give
/// back the text unchanged. A text without commands is one piece.
pub fn split_commands(text: &str) -> Vec<Piece<'_>> {
    let mut pieces = Vec::new();
    let mut plain_from = 0;
    let mut at = 0;
    while at < text.len() {
        let Some(rest) = text.get(at..) else { break };
        // What the explanations quote (“…”) is the cluster's text, not this tool's advice: a
        // command in a pasted message is not offered to copy.
        if let Some(quoted) = rest.strip_prefix('“') {
            at += '“'.len_utf8() + quoted.find('”').map_or(quoted.len(), |close| close + '”'.len_utf8());
            continue;
        }
        let starts_word = at == 0 || text.get(..at).is_some_and(|before| before.ends_with(WORD_STARTS_AFTER));
        let found = if starts_word { command_length(rest) } else { 0 };
        if found > 0 {
            if let Some(plain) = text.get(plain_from..at).filter(|plain| !plain.is_empty()) {
                pieces.push(Piece { text: plain, command: false });
            }
            if let Some(command) = text.get(at..at + found) {
                pieces.push(Piece { text: command, command: true });
            }
            at += found;
            plain_from = at;
        } else {
            // On to the next word's start (after a space or an opening character), or to a
            // quote, whichever comes first: one pass over this word only.
            at += rest
                .char_indices()
                .find_map(|(offset, c)| match c {
                    _ if WORD_STARTS_AFTER.contains(&c) => Some(offset + c.len_utf8()),
                    '“' if offset > 0 => Some(offset),
                    _ => None,
                })
                .unwrap_or(rest.len());
        }
    }
    if let Some(plain) = text.get(plain_from..).filter(|plain| !plain.is_empty()) {
        pieces.push(Piece { text: plain, command: false });
    }
    pieces
}

/// `text` with its prose through `prose` and each command through `command`: how the
/// Markdown report and the docs site mark commands up (escaping each part their own way).
pub fn mark_up(text: &str, prose: impl Fn(&str) -> String, command: impl Fn(&str) -> String) -> String {
    let mut out = String::with_capacity(text.len() + 32);
    for piece in split_commands(text) {
        out.push_str(&if piece.command { command(piece.text) } else { prose(piece.text) });
    }
    out
}

/// The length in bytes of the command `text` starts with; 0 when it starts with none.
fn command_length(text: &str) -> usize {
    let mut words = text.split(' ');
    let Some(tool) = words.next().filter(|tool| TOOLS.contains(tool)) else { return 0 };
    let mut length = tool.len();
    let mut count = 1;
    let mut previous = tool;
    // Where each word starts in `text` (they are its slices), so that a quoted argument with
    // spaces (`-l 'app=web,index in (3,7)'`) is one word up to its closing quote.
    let offset = |word: &str| (word.as_ptr() as usize).saturating_sub(text.as_ptr() as usize);
    while let Some(first) = words.next() {
        // (A word that ends with its odd quote closes one the sentence opened: `shop'`.)
        let opens_quote = first.matches('\'').count() % 2 == 1 && !first.trim_end_matches([',', ';', '.', ':', ')']).ends_with('\'');
        let word = if opens_quote {
            let start = offset(first);
            let mut end = start + first.len();
            for more in words.by_ref() {
                end = offset(more) + more.len();
                if more.matches('\'').count() % 2 == 1 {
                    break;
                }
            }
            text.get(start..end).unwrap_or(first)
        } else {
            first
        };
        let (kept, ends) = word_in_command(word, previous);
        let allowed = match count {
            1 if matches!(tool, "kubectl" | "oc") => KUBECTL_VERBS.contains(&kept) || kept.starts_with('-'),
            _ => true,
        };
        if kept.is_empty() || !allowed {
            break;
        }
        length += 1 + kept.len();
        count += 1;
        previous = kept;
        if ends {
            break;
        }
    }
    // A tool's name alone ("flux retries at once") is a word of the sentence.
    if count < 2 { 0 } else { length }
}

/// How much of `word` belongs to a command (none when it is a word of the sentence), and
/// whether the command ends after it (the word ended its clause: `,` `;` `.` `:` or `)`).
/// `previous` is the command's word before it: a capitalised word is the sentence's, except
/// grep's pattern (`| grep False`) or an option's value (`curl -X PUT`, `az … --role
/// Contributor`).
fn word_in_command<'a>(word: &'a str, previous: &str) -> (&'a str, bool) {
    let option_value = previous.starts_with('-') && !previous.contains('=') && !FLAGS_WITHOUT_VALUE.contains(&previous);
    let value_in_capitals = previous == "grep" || option_value;
    let starts_sentence_word = word.starts_with('(')
        || (word.starts_with('[') && !word.contains(']'))
        || (word.starts_with(|c: char| c.is_ascii_uppercase()) && !value_in_capitals)
        || SENTENCE_WORDS.contains(&word.trim_end_matches([',', ';', '.', ':', ')']));
    if word.is_empty() || starts_sentence_word {
        return ("", true);
    }
    // A closing bracket without its opening one in the word closes the text's aside.
    let unbalanced_close = |w: &str| {
        (w.ends_with(')') && w.matches('(').count() < w.matches(')').count())
            || (w.ends_with(']') && w.matches('[').count() < w.matches(']').count())
    };
    // A quote that closes one opened in the same word (`-p '{"spec":…}'`) is the command's.
    let closes_own_quote = |w: &str| w.ends_with(['\'', '"']) && w.chars().last().is_some_and(|quote| w.matches(quote).count() % 2 == 0);
    let mut kept = word;
    let mut ends = false;
    loop {
        let trimmed = if (kept.ends_with([',', ';', ':', '!', '?', '"', '\'', '`', '”', '’']) && !closes_own_quote(kept)) || (kept.ends_with('.') && kept.len() > 1) || unbalanced_close(kept) {
            kept.char_indices().last().and_then(|(last, _)| kept.get(..last)).unwrap_or("")
        } else {
            break;
        };
        kept = trimmed;
        ends = true;
    }
    // A newline ends the command too (texts are one line, pasted values may not be).
    if let Some((first, _)) = kept.split_once('\n') {
        return (first, true);
    }
    (kept, ends)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn commands(text: &str) -> Vec<&str> {
        let pieces = split_commands(text);
        assert_eq!(pieces.iter().map(|p| p.text).collect::<String>(), text, "the pieces give back the text");
        pieces.iter().filter(|p| p.command).map(|p| p.text).collect()
    }

    #[test]
    fn a_quoted_argument_with_spaces_is_one_argument() {
        assert_eq!(
            commands("The pods: kubectl get pods -n etl -l 'job-name=x,batch.kubernetes.io/job-completion-index in (3,7)'; read their logs."),
            ["kubectl get pods -n etl -l 'job-name=x,batch.kubernetes.io/job-completion-index in (3,7)'"]
        );
        // An apostrophe of the sentence does not swallow it.
        assert_eq!(commands("Run kubectl get pods -n etl; it's quick."), ["kubectl get pods -n etl"]);
    }

    #[test]
    fn a_quoted_argument_keeps_its_closing_quote_and_a_pipe_goes_on() {
        assert_eq!(
            commands(r#"Only then: kubectl patch pod web-1 -n shop --type=merge -p '{"metadata":{"finalizers":null}}' removes it."#),
            [r#"kubectl patch pod web-1 -n shop --type=merge -p '{"metadata":{"finalizers":null}}'"#]
        );
        assert_eq!(
            commands("Check: kubectl get secret cred -n apps -o jsonpath='{.data.AZURE_SUBSCRIPTION_ID}' | base64 -d (it must be 0000)."),
            ["kubectl get secret cred -n apps -o jsonpath='{.data.AZURE_SUBSCRIPTION_ID}' | base64 -d"]
        );
        assert_eq!(commands("and argocd app get web --hard-refresh renders the same one again."), ["argocd app get web --hard-refresh"]);
        // A quote the sentence opened before the command still ends it.
        assert_eq!(commands("Run 'kubectl get pods -n shop' first."), ["kubectl get pods -n shop"]);
    }

    #[test]
    fn a_command_runs_until_the_sentence_goes_on() {
        assert_eq!(
            commands("Read the crashed run's output: kubectl logs checkout-7c9d6b5f8-q8w2n -n shop -c app --previous. Check the command."),
            ["kubectl logs checkout-7c9d6b5f8-q8w2n -n shop -c app --previous"]
        );
        assert_eq!(
            commands("Find why: kubectl get pods -n shop and kubectl describe pod on a new one. Roll back with kubectl rollout undo deployment/web -n shop if the old version must serve."),
            ["kubectl get pods -n shop", "kubectl describe pod", "kubectl rollout undo deployment/web -n shop"]
        );
        assert_eq!(
            commands("Look: kubectl describe pod web-1 -n shop (Unhealthy events)."),
            ["kubectl describe pod web-1 -n shop"]
        );
        assert_eq!(
            commands("Read why (or kubectl get pods -n batch -l job-name=nightly, then kubectl logs on a failed one)."),
            ["kubectl get pods -n batch -l job-name=nightly", "kubectl logs"]
        );
        assert_eq!(
            commands("Fix what Ready's message names; flux reconcile source git platform -n flux-system retries at once."),
            ["flux reconcile source git platform -n flux-system"]
        );
        assert_eq!(commands("Run it: kubectl get deployments -A | grep keycloak-operator"), ["kubectl get deployments -A | grep keycloak-operator"]);
        assert_eq!(commands("(kubectl get pods -n ml; its events say why)"), ["kubectl get pods -n ml"]);
        assert_eq!(commands("Find it: kubectl get apiservices | grep False. Fix it."), ["kubectl get apiservices | grep False"]);
        // An option's value may be capitalised; after an option without one, the sentence goes on.
        assert_eq!(
            commands("Grant it: az role assignment create --assignee 3f2a --role Contributor --scope /subscriptions/8c1d."),
            ["az role assignment create --assignee 3f2a --role Contributor --scope /subscriptions/8c1d"]
        );
        assert_eq!(commands("Read kubectl logs web-1 --previous Then fix it."), ["kubectl logs web-1 --previous"]);
        assert_eq!(commands("Its role (vault read auth/kubernetes/role/<role>) binds it."), ["vault read auth/kubernetes/role/<role>"]);
        assert_eq!(commands("(or curl -X PUT <connect>/connectors/web/resume)"), ["curl -X PUT <connect>/connectors/web/resume"]);
        assert_eq!(commands("kubectl logs web -c app [--previous] shows it"), ["kubectl logs web -c app [--previous]"]);
        assert_eq!(
            commands("kubectl logs <name> -c <container> [--previous if it has restarted since]"),
            ["kubectl logs <name> -c <container>"]
        );
        assert_eq!(commands("(argo stop sets Stop: handlers run)"), ["argo stop"]);
    }

    #[test]
    fn prose_about_a_tool_is_not_a_command() {
        assert!(commands("The field kubectl shows as READY is what kubectl writes.").is_empty());
        assert!(commands("Nothing to run here, flux retries at once.").is_empty());
        assert!(commands("A step that failed stays failed.").is_empty());
        assert!(commands("").is_empty());
        assert!(commands("kubectl").is_empty());
    }

    #[test]
    fn odd_text_is_given_back_whole() {
        for text in ["kubectl get  pods", "kubectl get pods\nkubectl logs x", "é kubectl get pods é.", "kubectl get (pods", "kubectl get pods)) ,", "((kubectl get x", "kubectl get .", "kubectl -"] {
            commands(text);
        }
        assert_eq!(commands("kubectl get pods\nnext line"), ["kubectl get pods"]);
    }

    #[test]
    fn commands_in_quoted_messages_are_the_clusters_not_advice() {
        assert!(commands("Warning: “please kubectl apply -f fix.yaml!” (3 times)").is_empty());
        assert_eq!(
            commands("It says “run kubectl delete ns prod”. Read it: kubectl describe pod web -n shop."),
            ["kubectl describe pod web -n shop"]
        );
        // An unclosed quote hides the rest, never more than the text.
        assert!(commands("“kubectl get pods").is_empty());
        // Trailing punctuation and quotes of the page's own sentences stay outside.
        assert_eq!(commands("Try kubectl get pods!"), ["kubectl get pods"]);
        assert_eq!(commands("Run 'kubectl get pods' now"), ["kubectl get pods"]);
    }

    #[test]
    fn every_kubectl_command_of_the_catalog_is_found() {
        let catalog = crate::explain::catalog::catalog();
        let mut found = 0;
        for item in catalog.systems.iter().flat_map(|system| system.reasons.iter().chain(&system.condition_types)) {
            for text in [item.what, item.next.as_str()] {
                let mut at = 0;
                let pieces: Vec<(usize, Piece)> = split_commands(text)
                    .into_iter()
                    .map(|piece| {
                        at += piece.text.len();
                        (at - piece.text.len(), piece)
                    })
                    .collect();
                for verb in KUBECTL_VERBS {
                    for (start, _) in text.match_indices(&format!("kubectl {verb} ")) {
                        let inside = pieces.iter().any(|(from, p)| p.command && (*from..from + p.text.len()).contains(&start));
                        assert!(inside, "{:?} in {}: {text}", &text[start..], item.source);
                        found += 1;
                    }
                }
            }
        }
        assert!(found > 300, "{found} commands");
    }
}

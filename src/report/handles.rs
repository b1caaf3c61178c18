//! Payment handles for a report (issue 26): who wants to be paid how,
//! looked up by a night's player name the way the ledger knows people
//! (Turkish folding, aliases). Built once from the ledger by the shell
//! ([`Handles::from_ledger`]) and handed to every renderer in [`super::Meta`];
//! empty when the ledger has none.

use crate::i18n::Lang;
use crate::money::ledger::{Ledger, player_key};
pub use crate::money::payee::Handle;
use std::collections::BTreeMap;

/// The handles of every payee, by the ledger's key of each name that finds
/// him (his own and each alias).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Handles {
    by_key: BTreeMap<String, Handle>,
}

impl Handles {
    /// Every handle the ledger holds.
    pub fn from_ledger(ledger: &Ledger) -> Handles {
        Handles {
            by_key: ledger.handles_by_key(),
        }
    }

    /// The handles of these people, for tests and for a caller without a
    /// ledger: (name, handle).
    pub fn of(pairs: impl IntoIterator<Item = (String, Handle)>) -> Handles {
        Handles {
            by_key: pairs
                .into_iter()
                .map(|(n, h)| (player_key(&n), h))
                .filter(|(k, h)| !k.is_empty() && !h.is_empty())
                .collect(),
        }
    }

    /// How `name` (a payee: the one a transfer goes to) wants to be paid.
    pub fn for_payee(&self, name: &str) -> Option<&Handle> {
        self.by_key.get(&player_key(name))
    }

    /// `name`'s handle in words, if he has one: `IBAN TR33 0006 …`.
    pub fn shown(&self, name: &str, lang: Lang) -> Option<String> {
        self.for_payee(name)
            .map(|h| crate::i18n::payee::handle(h, lang))
    }

    pub fn is_empty(&self) -> bool {
        self.by_key.is_empty()
    }
}

//! Sharing the night with phones from the table screen, without
//! the screen importing the web shell: the binary gives the screen a
//! [`Sharer`] that starts a server, and the screen keeps the [`Shared`]
//! night it returns until `S` stops it or the screen quits.

use crate::i18n::Lang;
use std::path::Path;

/// A night being served: its address, where it listens, its QR code.
pub trait Shared {
    /// `http://ADDR:PORT/<token>/`.
    fn url(&self) -> &str;
    /// Which address it listens on, in words for the host.
    fn place(&self, lang: Lang) -> String;
    /// The address as a QR code, one text row per two modules.
    fn qr(&self) -> Option<Vec<String>>;
    /// Stops serving; returns once the port is closed.
    fn stop(self: Box<Self>);
}

/// Starts serving the night in a folder, or says why it cannot.
pub type Sharer = Box<dyn Fn(&Path) -> Result<Box<dyn Shared>, String>>;

//! Why sharing could not start, as data: a leaf the live page's shell and
//! its words (`i18n::web::share_error`) both name.

use std::net::SocketAddr;

/// Why sharing could not start.
#[derive(Debug, thiserror::Error)]
pub enum ShareError {
    #[error("{0}")]
    Open(#[from] crate::store::night::OpenError),
    #[error("{addr}: {source}")]
    Bind {
        addr: SocketAddr,
        source: std::io::Error,
    },
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

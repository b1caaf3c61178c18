//! The HTTP side: hyper (HTTP/1.1 only) on a one-thread tokio runtime of
//! its own. GET only, everything under `/<token>/`, at most
//! [`MAX_STREAMS`] live event streams and [`MAX_CONNECTIONS`] connections,
//! headers bounded in size and time, one request per connection. Who may
//! hold a connection is the [`Gate`]'s: the token is read before a
//! connection gets a slot that lasts, token-less ones are limited per
//! address and make room for newer ones (G6).

use super::net::{Gate, MAX_ADMITTED, MAX_WAITING};
use super::page;
use super::view::{Snapshot, state_json_with};
use hyper::body::{Body, Bytes, Frame, Incoming};
use hyper::header::{HeaderValue, RETRY_AFTER};
use hyper::{Method, Request, Response, StatusCode};
use std::convert::Infallible;
use std::pin::Pin;
use std::sync::{Arc, PoisonError, RwLock};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::sync::{OwnedSemaphorePermit, Semaphore, mpsc, watch};

/// Live event streams served at once; the next one gets 503.
pub const MAX_STREAMS: usize = 64;
/// Open connections at once (streams included): [`MAX_WAITING`] that have
/// not shown the token yet and [`MAX_ADMITTED`] that have.
pub const MAX_CONNECTIONS: usize = MAX_WAITING + MAX_ADMITTED;
/// A request's head (request line and headers) must arrive within this.
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(5);
/// The largest request head read (hyper's buffer; larger gets 431).
pub const MAX_HEAD_BYTES: usize = 16 * 1024;
/// A comment on every idle stream this often keeps proxies and phones from
/// dropping it.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// Even when nothing changes, the state is sent again this often, so that a
/// page's local clock is corrected by the server's.
pub const RESEND: Duration = Duration::from_mins(1);

/// What the request handlers share.
pub struct Shared {
    pub token: String,
    pub snapshot: RwLock<Arc<Snapshot>>,
    /// The night's creation time and the payees' handles (read when
    /// sharing starts): the chat text and the handles beside transfers.
    pub meta: crate::report::Meta,
    /// Bumped each time the snapshot is replaced.
    pub version: watch::Receiver<u64>,
    pub streams: Arc<Semaphore>,
}

impl Shared {
    fn snapshot(&self) -> Arc<Snapshot> {
        match self.snapshot.read() {
            Ok(g) => Arc::clone(&g),
            Err(p) => Arc::clone(&p.into_inner()),
        }
    }
}

/// A response body: a whole embedded file or JSON, or an endless stream.
pub enum WebBody {
    Full(Option<Bytes>),
    Stream {
        rx: mpsc::Receiver<Bytes>,
        _permit: OwnedSemaphorePermit,
    },
}

impl Body for WebBody {
    type Data = Bytes;
    type Error = Infallible;

    fn poll_frame(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Infallible>>> {
        match self.get_mut() {
            WebBody::Full(b) => Poll::Ready(b.take().map(|b| Ok(Frame::data(b)))),
            WebBody::Stream { rx, .. } => rx.poll_recv(cx).map(|o| o.map(|b| Ok(Frame::data(b)))),
        }
    }

    fn is_end_stream(&self) -> bool {
        matches!(self, WebBody::Full(None))
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        match self {
            WebBody::Full(Some(b)) => hyper::body::SizeHint::with_exact(b.len() as u64),
            WebBody::Full(None) => hyper::body::SizeHint::with_exact(0),
            WebBody::Stream { .. } => hyper::body::SizeHint::default(),
        }
    }
}

/// Only the page's own files: no inline script or style, no other origin.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn respond(status: StatusCode, content_type: &str, body: impl Into<Bytes>) -> Response<WebBody> {
    let mut r = Response::new(WebBody::Full(Some(body.into())));
    *r.status_mut() = status;
    let h = r.headers_mut();
    let mut set = |k: &'static str, v: &str| {
        if let Ok(v) = HeaderValue::from_str(v) {
            h.insert(k, v);
        }
    };
    set("content-type", content_type);
    set("content-security-policy", CSP);
    set("x-content-type-options", "nosniff");
    // The token is in the address: never send it to anyone as a referrer.
    set("referrer-policy", "no-referrer");
    set("cache-control", "no-store");
    set("x-frame-options", "DENY");
    r
}

fn not_found() -> Response<WebBody> {
    respond(StatusCode::NOT_FOUND, "text/plain; charset=utf-8", "404\n")
}

/// Compares without stopping at the first difference (no timing hint).
fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

fn state_bytes(sh: &Shared) -> Bytes {
    let v = state_json_with(&sh.snapshot(), &sh.meta, now_ms());
    Bytes::from(v.to_string())
}

fn sse_frame(sh: &Shared) -> Bytes {
    let mut s = String::from("event: state\ndata: ");
    s.push_str(&state_json_with(&sh.snapshot(), &sh.meta, now_ms()).to_string());
    s.push_str("\n\n");
    Bytes::from(s)
}

/// Where a request with the token asks to go.
enum UnderToken<'a> {
    /// `/<token>`, without the slash.
    Bare,
    /// `/<token>/file` (`file` empty for the page).
    File(&'a str),
}

/// The request's path after `/<token>`; `None` without the token.
fn under_token<'a>(req: &'a Request<Incoming>, sh: &Shared) -> Option<UnderToken<'a>> {
    let rest = req.uri().path().strip_prefix('/')?;
    let (token, under) = match rest.split_once('/') {
        Some((t, f)) => (t, UnderToken::File(f)),
        None => (rest, UnderToken::Bare),
    };
    same(token, &sh.token).then_some(under)
}

/// Every connection slot for token holders is taken.
fn busy() -> Response<WebBody> {
    let mut r = respond(
        StatusCode::SERVICE_UNAVAILABLE,
        "text/plain; charset=utf-8",
        "503: too many connections\n",
    );
    r.headers_mut()
        .insert(RETRY_AFTER, HeaderValue::from_static("10"));
    r
}

/// Routes one request.
pub fn handle(req: &Request<Incoming>, sh: &Arc<Shared>) -> Response<WebBody> {
    let Some(under) = under_token(req, sh) else {
        return not_found();
    };
    if req.method() != Method::GET {
        let mut r = respond(
            StatusCode::METHOD_NOT_ALLOWED,
            "text/plain; charset=utf-8",
            "405\n",
        );
        r.headers_mut()
            .insert("allow", HeaderValue::from_static("GET"));
        return r;
    }
    let UnderToken::File(file) = under else {
        // `/<token>` without the slash: the page's relative links need it.
        let mut r = respond(StatusCode::PERMANENT_REDIRECT, "text/plain", "");
        if let Ok(v) = HeaderValue::from_str(&format!("/{}/", sh.token)) {
            r.headers_mut().insert("location", v);
        }
        return r;
    };
    match file {
        "" => {
            let lang = req
                .headers()
                .get("accept-language")
                .and_then(|v| v.to_str().ok())
                .map_or(
                    crate::i18n::Lang::En,
                    crate::i18n::web::from_accept_language,
                );
            let state = state_json_with(&sh.snapshot(), &sh.meta, now_ms());
            respond(
                StatusCode::OK,
                "text/html; charset=utf-8",
                page::html(lang, &state),
            )
        }
        "live.js" => respond(
            StatusCode::OK,
            "text/javascript; charset=utf-8",
            page::LIVE_JS,
        ),
        "live.css" => respond(StatusCode::OK, "text/css; charset=utf-8", page::LIVE_CSS),
        "state.json" => respond(StatusCode::OK, "application/json", state_bytes(sh)),
        "events" => events(sh),
        _ => not_found(),
    }
}

/// `/<token>/events`: the state now, then again at every change.
fn events(sh: &Arc<Shared>) -> Response<WebBody> {
    let Ok(permit) = Arc::clone(&sh.streams).try_acquire_owned() else {
        let mut r = respond(
            StatusCode::SERVICE_UNAVAILABLE,
            "text/plain; charset=utf-8",
            "503: too many live pages\n",
        );
        r.headers_mut()
            .insert(RETRY_AFTER, HeaderValue::from_static("10"));
        return r;
    };
    let (tx, rx) = mpsc::channel::<Bytes>(4);
    let sh2 = Arc::clone(sh);
    tokio::spawn(async move {
        let mut version = sh2.version.clone();
        let first = format!(
            "retry: 2000\n\n{}",
            String::from_utf8_lossy(&sse_frame(&sh2))
        );
        if tx.send(Bytes::from(first)).await.is_err() {
            return;
        }
        let mut last_state = tokio::time::Instant::now();
        loop {
            let beat = tokio::time::sleep(KEEP_ALIVE);
            let frame = tokio::select! {
                changed = version.changed() => {
                    if changed.is_err() {
                        return;
                    }
                    last_state = tokio::time::Instant::now();
                    sse_frame(&sh2)
                }
                () = beat => {
                    if last_state.elapsed() >= RESEND {
                        last_state = tokio::time::Instant::now();
                        sse_frame(&sh2)
                    } else {
                        Bytes::from_static(b": keep-alive\n\n")
                    }
                }
                () = tx.closed() => return,
            };
            if tx.send(frame).await.is_err() {
                return;
            }
        }
    });
    let mut r = respond(StatusCode::OK, "text/event-stream", Bytes::new());
    *r.body_mut() = WebBody::Stream {
        rx,
        _permit: permit,
    };
    r.headers_mut()
        .insert("x-accel-buffering", HeaderValue::from_static("no"));
    r
}

/// Accepts connections until `stop` turns true.
pub async fn serve(
    listener: std::net::TcpListener,
    sh: Arc<Shared>,
    mut stop: watch::Receiver<bool>,
) -> std::io::Result<()> {
    listener.set_nonblocking(true)?;
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let gate = Gate::new();
    loop {
        let accepted = tokio::select! {
            a = listener.accept() => a,
            _ = stop.changed() => return Ok(()),
        };
        let Ok((stream, peer)) = accepted else {
            // Out of descriptors and the like: wait a moment, do not spin.
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let sh = Arc::clone(&sh);
        let gate = Arc::clone(&gate);
        tokio::spawn(async move {
            // Its place is taken when it first runs, so a burst of accepts
            // does not push out connections whose request is already there.
            let ip = peer.ip();
            let (ticket, closed) = gate.arrive(ip);
            let ticket = Arc::new(std::sync::Mutex::new(ticket));
            let _ = stream.set_nodelay(true);
            let io = hyper_util::rt::TokioIo::new(stream);
            let service = hyper::service::service_fn(move |req: Request<Incoming>| {
                let r = if under_token(&req, &sh).is_none() {
                    not_found()
                } else {
                    let mut t = ticket.lock().unwrap_or_else(PoisonError::into_inner);
                    if gate.admit(&mut t, ip) {
                        handle(&req, &sh)
                    } else {
                        busy()
                    }
                };
                async move { Ok::<_, Infallible>(r) }
            });
            let conn = hyper::server::conn::http1::Builder::new()
                .timer(hyper_util::rt::TokioTimer::new())
                .header_read_timeout(HEADER_TIMEOUT)
                .max_buf_size(MAX_HEAD_BYTES)
                .keep_alive(false)
                .serve_connection(io, service);
            // Closed to make room only while it has not shown the token:
            // once admitted, the sender is gone and this never fires.
            let make_room = async {
                if closed.await.is_err() {
                    std::future::pending::<()>().await;
                }
            };
            tokio::select! {
                _ = conn => {}
                () = make_room => {}
            }
        });
    }
}

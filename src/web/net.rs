//! Which address to serve on, and who may hold a connection. The default
//! address is the machine's on the home network, found in the list of
//! interfaces (`getifaddrs`): no packet is sent to find it.
//!
//! [`Gate`]: a connection that has not shown the token yet is only
//! *waiting*: at most [`MAX_WAITING`] of them, [`MAX_WAITING_PER_ADDRESS`]
//! from one address, and when there is no room the oldest waiting one of
//! the address holding the most is closed (its own oldest first, and
//! addresses that showed the token before last). A connection that shows
//! the token leaves the waiting ones for a slot of its own, which no
//! token-less connection can take (G6: anyone on the home Wi-Fi could hold
//! every slot without the token).

use std::collections::HashSet;
use std::net::{IpAddr, Ipv4Addr};
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::oneshot;

/// Connections at once that have not shown the token yet.
pub const MAX_WAITING: usize = 64;
/// Of those, from one address (a browser opens up to six to one host).
pub const MAX_WAITING_PER_ADDRESS: usize = 16;
/// Connections at once that showed the token (live pages included).
pub const MAX_ADMITTED: usize = 192;
/// Addresses remembered as having shown the token.
const MAX_KNOWN: usize = 1024;

/// Who holds a connection (see the module).
#[derive(Debug, Default)]
pub struct Gate {
    state: Mutex<GateState>,
}

#[derive(Debug, Default)]
struct GateState {
    next: u64,
    /// Oldest first.
    waiting: Vec<Waiting>,
    admitted: usize,
    /// Addresses that showed the token.
    known: HashSet<IpAddr>,
}

#[derive(Debug)]
struct Waiting {
    id: u64,
    ip: IpAddr,
    /// Fired to close the connection to make room.
    close: oneshot::Sender<()>,
}

/// One connection's place; dropped with the connection.
#[derive(Debug)]
pub struct Ticket {
    gate: Arc<Gate>,
    id: u64,
    admitted: bool,
}

impl Gate {
    pub fn new() -> Arc<Gate> {
        Arc::new(Gate::default())
    }

    fn lock(&self) -> MutexGuard<'_, GateState> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// A connection from `ip` arrives: its ticket, and what fires when it
    /// must be closed to make room for a newer one.
    pub fn arrive(self: &Arc<Self>, ip: IpAddr) -> (Ticket, oneshot::Receiver<()>) {
        let mut st = self.lock();
        let own = st.waiting.iter().filter(|w| w.ip == ip).count();
        if own >= MAX_WAITING_PER_ADDRESS {
            st.close_oldest(ip);
        } else if st.waiting.len() >= MAX_WAITING
            && let Some(ip) = st.crowding()
        {
            st.close_oldest(ip);
        }
        let (close, closed) = oneshot::channel();
        st.next += 1;
        let id = st.next;
        st.waiting.push(Waiting { id, ip, close });
        let ticket = Ticket {
            gate: Arc::clone(self),
            id,
            admitted: false,
        };
        (ticket, closed)
    }

    /// The connection showed the token: it stops waiting and takes a slot
    /// of its own (`false` when all [`MAX_ADMITTED`] are taken, or it was
    /// closed to make room meanwhile); its address is remembered.
    pub fn admit(&self, ticket: &mut Ticket, ip: IpAddr) -> bool {
        if ticket.admitted {
            return true;
        }
        let mut st = self.lock();
        let Some(at) = st.waiting.iter().position(|w| w.id == ticket.id) else {
            return false;
        };
        if st.admitted >= MAX_ADMITTED {
            return false;
        }
        // Dropping its sender tells the connection it is safe for good.
        st.waiting.remove(at);
        st.admitted += 1;
        ticket.admitted = true;
        if st.known.len() < MAX_KNOWN {
            st.known.insert(ip);
        }
        true
    }

    /// (waiting, admitted) now.
    pub fn counts(&self) -> (usize, usize) {
        let st = self.lock();
        (st.waiting.len(), st.admitted)
    }
}

impl GateState {
    /// The address to make room from: the one with the most waiting
    /// connections, among those that never showed the token if any wait.
    fn crowding(&self) -> Option<IpAddr> {
        let mut per: Vec<(bool, usize, IpAddr)> = Vec::new();
        for w in &self.waiting {
            match per.iter_mut().find(|p| p.2 == w.ip) {
                Some(p) => p.1 += 1,
                None => per.push((!self.known.contains(&w.ip), 1, w.ip)),
            }
        }
        per.into_iter()
            .max_by_key(|&(unknown, n, _)| (unknown, n))
            .map(|p| p.2)
    }

    fn close_oldest(&mut self, ip: IpAddr) {
        if let Some(at) = self.waiting.iter().position(|w| w.ip == ip) {
            let w = self.waiting.remove(at);
            let _ = w.close.send(());
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        let mut st = self.gate.lock();
        if self.admitted {
            st.admitted = st.admitted.saturating_sub(1);
        } else if let Some(at) = st.waiting.iter().position(|w| w.id == self.id) {
            st.waiting.remove(at);
        }
    }
}

/// An address only the local network can reach: loopback, private
/// (10/8, 172.16/12, 192.168/16), link-local, carrier-grade NAT (100.64/10)
/// or an IPv6 unique-local / link-local one.
pub fn is_local(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || (o[0] == 100 && (o[1] & 0xc0) == 64)
        }
        IpAddr::V6(v6) => {
            let s = v6.segments();
            v6.is_loopback() || (s[0] & 0xfe00) == 0xfc00 || (s[0] & 0xffc0) == 0xfe80
        }
    }
}

/// Whether serving on `ip` could expose the page beyond the home network:
/// a public address, or the unspecified one (every interface).
pub fn is_public(ip: IpAddr) -> bool {
    !is_local(ip) || ip.is_unspecified()
}

/// How an interface address ranks as the default: private home-network
/// ranges first (192.168 before 10 before 172.16), then the others.
fn rank(v4: Ipv4Addr) -> Option<u8> {
    let o = v4.octets();
    if v4.is_loopback() || v4.is_unspecified() || !is_local(IpAddr::V4(v4)) {
        return None;
    }
    Some(match o[0] {
        192 => 0,
        10 => 1,
        172 => 2,
        _ => 3,
    })
}

/// The machine's IPv4 address on the local network and its interface name
/// (`192.168.1.23`, `wlan0`), if it has one; `None` when only loopback or
/// public addresses exist.
pub fn lan_address() -> Option<(Ipv4Addr, String)> {
    let mut found: Vec<(u8, Ipv4Addr, String)> = interfaces_v4()
        .into_iter()
        .filter_map(|(name, ip)| rank(ip).map(|r| (r, ip, name)))
        .collect();
    found.sort();
    found.into_iter().next().map(|(_, ip, name)| (ip, name))
}

/// Every IPv4 address of an interface that is up and running, with its
/// name.
fn interfaces_v4() -> Vec<(String, Ipv4Addr)> {
    if_addrs::get_if_addrs()
        .unwrap_or_default()
        .into_iter()
        .filter(if_addrs::Interface::is_oper_up)
        .filter_map(|i| match i.ip() {
            IpAddr::V4(ip) => Some((i.name, ip)),
            IpAddr::V6(_) => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn the_gate_makes_room_from_the_crowd_and_keeps_the_admitted() {
        let gate = Gate::new();
        let flood = ip("10.0.0.66");
        // One address: never more than its share waiting; its own oldest go.
        let mut held: Vec<_> = (0..MAX_WAITING_PER_ADDRESS + 4)
            .map(|_| gate.arrive(flood))
            .collect();
        assert_eq!(gate.counts(), (MAX_WAITING_PER_ADDRESS, 0));
        let closed: Vec<usize> = held
            .iter_mut()
            .enumerate()
            .filter_map(|(i, (_, rx))| rx.try_recv().is_ok().then_some(i))
            .collect();
        assert_eq!(closed, [0, 1, 2, 3]);
        // Many addresses fill the waiting room; a phone still gets in, and
        // the address with the most waiting makes room.
        let mut others: Vec<_> = (0..MAX_WAITING)
            .map(|i| gate.arrive(ip(&format!("10.0.1.{}", i % 40))))
            .collect();
        assert_eq!(gate.counts().0, MAX_WAITING);
        let phone = ip("192.168.1.7");
        let (mut t, mut rx) = gate.arrive(phone);
        assert!(rx.try_recv().is_err());
        assert!(gate.admit(&mut t, phone));
        assert_eq!(gate.counts().1, 1);
        // The flood's address was emptied first.
        let flood_open = held
            .iter_mut()
            .filter_map(|(_, rx)| {
                matches!(rx.try_recv(), Err(oneshot::error::TryRecvError::Empty)).then_some(())
            })
            .count();
        assert!(flood_open < MAX_WAITING_PER_ADDRESS, "{flood_open}");
        // An admitted connection is never closed to make room.
        for _ in 0..3 * MAX_WAITING {
            others.push(gate.arrive(ip("10.0.2.1")));
        }
        assert!(matches!(
            rx.try_recv(),
            Err(oneshot::error::TryRecvError::Closed)
        ));
        drop(t);
        assert_eq!(gate.counts().1, 0);
        // A known phone's waiting connection goes last.
        let (_t2, mut rx2) = gate.arrive(phone);
        for i in 0..3 * MAX_WAITING {
            others.push(gate.arrive(ip(&format!("10.0.3.{}", i % 200))));
        }
        assert!(matches!(
            rx2.try_recv(),
            Err(oneshot::error::TryRecvError::Empty)
        ));
    }

    #[test]
    fn home_addresses_are_local_and_others_public() {
        for a in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.23",
            "169.254.3.4",
            "100.64.0.1",
            "::1",
            "fd00::1",
            "fe80::1",
        ] {
            assert!(!is_public(ip(a)), "{a}");
        }
        for a in [
            "8.8.8.8",
            "172.32.0.1",
            "192.169.0.1",
            "100.128.0.1",
            "0.0.0.0",
            "::",
            "2001:db8::1",
        ] {
            assert!(is_public(ip(a)), "{a}");
        }
    }

    #[test]
    fn the_default_prefers_home_ranges_and_never_loopback_or_public() {
        assert_eq!(rank("192.168.0.2".parse().unwrap()), Some(0));
        assert_eq!(rank("10.0.0.2".parse().unwrap()), Some(1));
        assert_eq!(rank("172.20.0.2".parse().unwrap()), Some(2));
        assert_eq!(rank("127.0.0.1".parse().unwrap()), None);
        assert_eq!(rank("8.8.8.8".parse().unwrap()), None);
        if let Some((a, _)) = lan_address() {
            assert!(!is_public(IpAddr::V4(a)) && !a.is_loopback());
        }
    }
}

//! Which address to serve on. The default is the machine's address on the
//! home network, found in the list of interfaces (`getifaddrs`): no packet
//! is sent to find it.

use std::net::{IpAddr, Ipv4Addr};

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
        .filter(|i| i.is_oper_up())
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

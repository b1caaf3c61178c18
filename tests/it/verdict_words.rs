//! What the table hears: every kind of reason line, input error and
//! first-speaker line, in Turkish and English, pinned by insta snapshots;
//! plus plain assertions for the wording fixes of the verdict findings
//! (B1–B3, T1–T8), so a snapshot accepted by mistake cannot hide them.

use racon::cards::{Card, Deck, parse_cards};
use racon::eval::Ranking;
use racon::eval::first_speaker::first_speaker;
use racon::eval::verdict::{InputError, Place, check_input, judge};
use racon::i18n::Lang;
use racon::i18n::verdict::{
    ablative_tr, first_speaker_lines, hands_list, input_error, lower, reasons,
};
use racon::rules::{FirstSpeakerRule, RuleSet, TieFirst, load};

fn rules(id: &str) -> RuleSet {
    let text = load::bundled_text(id).expect("bundled rule set");
    load::parse(&format!("{id}.ron"), text).expect("bundled rule set parses")
}

fn cards(s: &str) -> Vec<Card> {
    parse_cards(s).expect("test cards parse")
}

/// The reason lines for a showdown under `id` with `players` at the table.
fn verdict(id: &str, players: u8, board: &str, hands: &[&str], lang: Lang) -> Vec<String> {
    let r = rules(id);
    let deck = r.deck_for(players).expect("head count in range");
    let hands: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
    let board = cards(board);
    check_input(&r, deck, &hands, &board).expect("valid showdown");
    let ranking = Ranking::new(&r, deck).expect("ranking");
    let v = judge(&ranking, &hands, &board).expect("judged");
    reasons(&v, &r, lang)
}

/// (title, rule set, players, board, hands): one case per kind of reason.
const SHOWDOWNS: &[(&str, &str, u8, &str, &[&str])] = &[
    (
        "category, ranks, opener",
        "kapali",
        4,
        "",
        &[
            "Kh Kd Ks 7c 7d",
            "Jh Jd 9c 9s 8h",
            "Qh Qd 10c 8s 7h",
            "Js Jc 9h 9d Ac",
        ],
    ),
    (
        "category: flush over full (T3)",
        "kapali",
        4,
        "",
        &["Ah Qh 10h 8h 7h", "7c 7d 7s 8c 8d"],
    ),
    (
        "category by frequency (T3)",
        "kapali-frekans",
        4,
        "",
        &["Ah Ad Ac Kd Kh", "Kc Qc Jc 9c 7c"],
    ),
    (
        "suit: top kicker (T6)",
        "kapali",
        4,
        "",
        &["Ah Ad Kc Qs 9h", "As Ac Kh Qd 9s"],
    ),
    (
        "suit: top card, ace low (T8)",
        "kapali",
        4,
        "",
        &["Ah 7c 8d 9s 10h", "As 7d 8c 9h 10s"],
    ),
    (
        "suit: top card",
        "kapali",
        4,
        "",
        &["Kh Qs Jd 10c 9s", "Ks Qh Jc 10d 9h"],
    ),
    (
        "suit: the ten's suit",
        "turk-pokeri",
        4,
        "",
        &["Kh Qs Jd 10c 9s", "Ks Qh Jc 10d 9h", "Ah Ac Ad 9c 8d"],
    ),
    (
        "suit: the ace of a minör kent",
        "turk-pokeri",
        4,
        "",
        &["Ah 7c 8d 9s 10h", "As 7d 8c 9h 10s"],
    ),
    (
        "suit: best in the pair (T5)",
        "turk-pokeri",
        4,
        "",
        &["Ah Ad Kc Qs 9h", "As Ac Kh Qd 9s"],
    ),
    (
        "majör kent (T7)",
        "klasgaming",
        4,
        "",
        &["Ah 6c 7d 8s 9c", "As Kd Qc Jc 10s", "Kh Qh Jh 10h 9h"],
    ),
    (
        "split pot, equal ranks (T2)",
        "standart",
        4,
        "",
        &["Ah Ad Kc Qs 9h", "As Ac Kh Qd 9s"],
    ),
    (
        "tie below the winner (B1, T1)",
        "standart",
        3,
        "",
        &["Ah Kh Qh Jh 9h", "As Ks Qs Js 9s", "7c 7d 7h 2c 2d"],
    ),
    (
        "three-way split, the board plays (T2)",
        "texas-holdem",
        4,
        "Ah Kh Qh Jh 10h",
        &["2c 3d", "4s 5s", "6c 6d"],
    ),
    (
        "same five cards below the winner (B1)",
        "texas-holdem",
        4,
        "5d Ad Qd Td 8d",
        &["6d 4d", "3d Ks", "Kd 7d", "2h 3c"],
    ),
];

fn showdown_text(lang: Lang) -> String {
    let mut out = String::new();
    for (title, id, players, board, hands) in SHOWDOWNS {
        out.push_str(&format!("## {title} [{id}]\n"));
        for line in verdict(id, *players, board, hands, lang) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

fn errors() -> Vec<InputError> {
    let c = |s: &str| cards(s)[0];
    vec![
        InputError::NotInDeck {
            card: c("6h"),
            deck_size: 32,
        },
        InputError::Duplicate {
            card: c("Ah"),
            first: Place::Hand(0),
            again: Place::Hand(1),
        },
        InputError::Duplicate {
            card: c("As"),
            first: Place::Hand(0),
            again: Place::Hand(0),
        },
        InputError::Duplicate {
            card: c("Kd"),
            first: Place::Hand(2),
            again: Place::Board,
        },
        InputError::HandSize {
            hand: 0,
            got: 1,
            want: 2,
        },
        InputError::HandSize {
            hand: 1,
            got: 4,
            want: 5,
        },
        InputError::BoardSize { got: 3, want: 5 },
        InputError::BoardSize { got: 1, want: 5 },
        InputError::NoBoard,
        InputError::NoHands,
        InputError::UpCards { hand: 0, got: 0 },
        InputError::UnevenUpCards {
            hand: 2,
            got: 1,
            want: 2,
        },
        InputError::DealerNeeded,
        InputError::DealerOutOfRange {
            dealer: 4,
            players: 3,
        },
    ]
}

fn errors_text(lang: Lang) -> String {
    errors()
        .iter()
        .map(|e| input_error(e, lang) + "\n")
        .collect()
}

/// (title, tie option, speaker option, dealer, up hands).
type SpeakerCase = (
    &'static str,
    TieFirst,
    FirstSpeakerRule,
    Option<usize>,
    &'static [&'static str],
);

const SPEAKERS: &[SpeakerCase] = &[
    (
        "alone",
        TieFirst::Suit,
        FirstSpeakerRule::HighestShowing,
        None,
        &["Ah Kd"],
    ),
    (
        "category",
        TieFirst::Suit,
        FirstSpeakerRule::HighestShowing,
        None,
        &["Ah Kd", "Qc Qs"],
    ),
    (
        "ranks",
        TieFirst::Suit,
        FirstSpeakerRule::HighestShowing,
        None,
        &["Ah 9d", "Ks Qc", "7h 8h"],
    ),
    (
        "ranks of two pair",
        TieFirst::Suit,
        FirstSpeakerRule::HighestShowing,
        None,
        &["Ah Ad 8c 8s", "Ks Kc Qh Qd"],
    ),
    (
        "suit",
        TieFirst::Suit,
        FirstSpeakerRule::HighestShowing,
        None,
        &["As Kc", "Ah Kd", "Jh 10d"],
    ),
    (
        "nearest the dealer's left",
        TieFirst::NearestLeft,
        FirstSpeakerRule::HighestShowing,
        Some(1),
        &["Ah Kd", "9c 8c", "As Kc"],
    ),
    (
        "lowest brings in",
        TieFirst::Suit,
        FirstSpeakerRule::LowestBringIn,
        None,
        &["Ah", "8d", "Kc"],
    ),
    (
        "lowest brings in, by suit",
        TieFirst::Suit,
        FirstSpeakerRule::LowestBringIn,
        None,
        &["7h", "7s", "Kc"],
    ),
    (
        "lowest brings in, nearest the dealer's left",
        TieFirst::NearestLeft,
        FirstSpeakerRule::LowestBringIn,
        Some(0),
        &["7h", "7s", "Kc"],
    ),
];

fn speaker_text(lang: Lang) -> String {
    let deck = Deck::of_size(32).expect("deck");
    let mut out = String::new();
    for (title, tie, speaker, dealer, hands) in SPEAKERS {
        let mut r = rules("acik");
        r.acik_tie_first = *tie;
        r.acik_first_speaker = *speaker;
        let up: Vec<Vec<Card>> = hands.iter().map(|h| cards(h)).collect();
        let fs = first_speaker(&r, deck, &up, *dealer).expect("valid up cards");
        out.push_str(&format!("## {title}\n"));
        for line in first_speaker_lines(&fs, &r, lang) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

#[test]
fn showdowns_tr() {
    insta::assert_snapshot!(showdown_text(Lang::Tr));
}

#[test]
fn showdowns_en() {
    insta::assert_snapshot!(showdown_text(Lang::En));
}

#[test]
fn input_errors_tr() {
    insta::assert_snapshot!(errors_text(Lang::Tr));
}

#[test]
fn input_errors_en() {
    insta::assert_snapshot!(errors_text(Lang::En));
}

#[test]
fn first_speaker_tr() {
    insta::assert_snapshot!(speaker_text(Lang::Tr));
}

#[test]
fn first_speaker_en() {
    insta::assert_snapshot!(speaker_text(Lang::En));
}

// ------------------------------------------------------------ the findings, plainly

fn line_starting(lines: &[String], prefix: &str) -> String {
    lines
        .iter()
        .find(|l| l.starts_with(prefix))
        .cloned()
        .unwrap_or_else(|| panic!("no line starting {prefix:?} in {lines:#?}"))
}

#[test]
fn b1_a_tie_below_the_winner_never_splits_the_pot() {
    let hands = &["Ah Kh Qh Jh 9h", "As Ks Qs Js 9s", "7c 7d 7h 2c 2d"];
    let tr = verdict("standart", 3, "", hands, Lang::Tr);
    let en = verdict("standart", 3, "", hands, Lang::En);
    assert_eq!(line_starting(&tr, "Kazanan"), "Kazanan: 3. el.");
    assert_eq!(
        line_starting(&tr, "Eşit"),
        "Eşit: 1. ve 2. el denk (ikisi de renk, sayılar aynı); bu kurallarda cinse bakılmaz."
    );
    assert!(!line_starting(&en, "Tie").contains("split"), "{en:#?}");
    let holdem = &["6d 4d", "3d Ks", "Kd 7d", "2h 3c"];
    for lang in [Lang::Tr, Lang::En] {
        let lines = verdict("texas-holdem", 4, "5d Ad Qd Td 8d", holdem, lang);
        let text = lines.join("\n");
        assert!(
            !text.contains("bölünür") && !text.contains("split"),
            "{text}"
        );
    }
    // The winning group still splits.
    let tr = verdict(
        "standart",
        4,
        "",
        &["Ah Ad Kc Qs 9h", "As Ac Kh Qd 9s"],
        Lang::Tr,
    );
    assert_eq!(line_starting(&tr, "Pot"), "Pot bölünür: 1. ve 2. el.");
    assert!(
        line_starting(&tr, "Eşit").ends_with("pot bölünür."),
        "{tr:#?}"
    );
}

#[test]
fn t2_each_ordinal_takes_its_dot() {
    assert_eq!(hands_list(&[0], Lang::Tr), "1. el");
    assert_eq!(hands_list(&[0, 1], Lang::Tr), "1. ve 2. el");
    assert_eq!(hands_list(&[0, 1, 2], Lang::Tr), "1., 2. ve 3. el");
    assert_eq!(hands_list(&[0, 1, 3, 4], Lang::Tr), "1., 2., 4. ve 5. el");
    assert_eq!(hands_list(&[0, 1, 2], Lang::En), "hands 1, 2 and 3");
    let tr = verdict(
        "texas-holdem",
        4,
        "Ah Kh Qh Jh 10h",
        &["2c 3d", "4s 5s", "6c 6d"],
        Lang::Tr,
    );
    assert_eq!(line_starting(&tr, "Pot"), "Pot bölünür: 1., 2. ve 3. el.");
}

#[test]
fn t3_t4_the_rule_sets_name_and_lower_case_categories() {
    let tr = verdict(
        "kapali",
        4,
        "",
        &["Ah Qh 10h 8h 7h", "7c 7d 7s 8c 8d"],
        Lang::Tr,
    );
    assert_eq!(
        line_starting(&tr, "Tür"),
        "Tür: 1. el > 2. el, çünkü Kapalı poker sıralamasında renk fulden büyüktür."
    );
    let tr = verdict(
        "kapali-frekans",
        4,
        "",
        &["Ah Ad Ac Kd Kh", "Kc Qc Jc 9c 7c"],
        Lang::Tr,
    );
    assert_eq!(
        line_starting(&tr, "Tür"),
        "Tür: 2. el > 1. el, çünkü olasılığa göre sıralamada renk fulden büyüktür."
    );
    let tr = verdict(
        "kapali",
        4,
        "",
        &["Kh Kd 9s 9c 8h", "Kc Ks 9h 9d 7h"],
        Lang::Tr,
    );
    assert!(
        line_starting(&tr, "Sayı").contains("ikisi de döper,"),
        "{tr:#?}"
    );
    assert_eq!(lower("Döper", Lang::Tr), "döper");
    assert_eq!(lower("IŞIK İKİ", Lang::Tr), "ışık iki");
    assert_eq!(ablative_tr("ful"), "fulden");
    assert_eq!(ablative_tr("kare"), "kareden");
    assert_eq!(ablative_tr("kent"), "kentten");
    assert_eq!(ablative_tr("3'lü"), "3'lüden");
    assert_eq!(ablative_tr("yüksek kart"), "yüksek karttan");
    assert_eq!(ablative_tr("floş"), "floştan");
    assert_eq!(ablative_tr("beş benzemez"), "beş benzemezden");
}

#[test]
fn t5_t6_t7_t8_wording() {
    let pair = &["Ah Ad Kc Qs 9h", "As Ac Kh Qd 9s"];
    let tr = verdict("turk-pokeri", 4, "", pair, Lang::Tr);
    assert!(
        line_starting(&tr, "Cins").contains("perdeki büyük cins belirler: A♥ (kupa) > A♠ (maça)"),
        "{tr:#?}"
    );
    let tr = verdict("kapali", 4, "", pair, Lang::Tr);
    assert!(
        line_starting(&tr, "Cins").contains("en büyük tek kağıdın cinsi belirler"),
        "{tr:#?}"
    );
    let tr = verdict(
        "klasgaming",
        4,
        "",
        &["As Kd Qc Jc 10s", "Kh Qh Jh 10h 9h"],
        Lang::Tr,
    );
    assert!(tr.iter().any(|l| l.contains("Majör kent")), "{tr:#?}");
    let tr = verdict(
        "kapali",
        4,
        "",
        &["Ah 7c 8d 9s 10h", "As 7d 8c 9h 10s"],
        Lang::Tr,
    );
    assert_eq!(
        line_starting(&tr, "Cins"),
        "Cins: 1. el > 2. el; sayılar aynı, as burada küçük oynadığı için en büyük kağıt onlu, \
         onun cinsi belirler: 10♥ (kupa) > 10♠ (maça) (cins sırası kupa > karo > sinek > maça)."
    );
}

#[test]
fn b3_one_card_is_singular() {
    let e = InputError::HandSize {
        hand: 0,
        got: 1,
        want: 2,
    };
    assert_eq!(
        input_error(&e, Lang::En),
        "hand 1: has 1 card, this game needs 2"
    );
}

#[test]
fn duplicates_name_both_places() {
    let e = InputError::Duplicate {
        card: cards("Ah")[0],
        first: Place::Hand(0),
        again: Place::Hand(1),
    };
    assert_eq!(
        input_error(&e, Lang::En),
        "`Ah` (A♥): the same card is in hand 1 and in hand 2"
    );
    assert_eq!(
        input_error(&e, Lang::Tr),
        "`Ah` (A♥): aynı kağıt hem 1. elde hem 2. elde var"
    );
}

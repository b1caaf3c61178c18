//! `racon pot` and `racon settle`: the CLI contract of issue 4 (JSON keys,
//! exit codes, one-line errors), Unicode names, and text in both languages.

use crate::common;
use common::cli::{bad, contains, json, ok};
use serde_json::{Value, json};

// ------------------------------------------------------------------ pot

#[test]
fn pot_json_is_the_contract() {
    let v = json(&[
        "pot",
        "--in",
        "Ali=150,Veli=400,Can=400",
        "--order",
        "Ali>Can>Veli",
    ]);
    assert_eq!(v["payouts"], json!({"Ali": 450, "Veli": 0, "Can": 500}));
    assert_eq!(
        v["pots"],
        json!([
            {"amount": 450, "eligible": ["Ali", "Veli", "Can"], "winners": ["Ali"], "kind": "main"},
            {"amount": 500, "eligible": ["Veli", "Can"], "winners": ["Can"], "kind": "side"},
        ])
    );
    assert_eq!(v["carried"], 0);
}

#[test]
fn pot_with_a_fold() {
    let v = json(&[
        "pot",
        "--in",
        "Ali=150,Veli=400,Can=400",
        "--order",
        "Ali>Can>Veli",
        "--folded",
        "Veli",
    ]);
    assert_eq!(v["payouts"], json!({"Ali": 450, "Veli": 0, "Can": 500}));
    assert_eq!(v["pots"][0]["eligible"], json!(["Ali", "Can"]));
    assert_eq!(v["pots"][1]["eligible"], json!(["Can"]));
}

#[test]
fn pot_ties_and_the_odd_chip() {
    let args = [
        "pot",
        "--in",
        "Ayşe=101,Işıl=101,Can=101",
        "--order",
        "Işıl=Ayşe>Can",
    ];
    let v = json(&args);
    // 303 in two: Işıl, written first, gets the odd chip.
    assert_eq!(v["payouts"], json!({"Ayşe": 151, "Işıl": 152, "Can": 0}));
    assert_eq!(v["pots"][0]["winners"], json!(["Işıl", "Ayşe"]));
    let mut a = args.to_vec();
    a.extend(["--lang", "tr"]);
    assert_eq!(
        ok(&a),
        "Ana pot: 303 fiş (Ayşe, Işıl, Can) → Işıl 152, Ayşe 151\n\
         Alacakları:\n  Ayşe  151\n  Işıl  152\n  Can     0\n\
         Bölünen potta artan fiş, --order'da eşit eller arasında önce yazılana gider.\n"
    );
    let mut a = args.to_vec();
    a.extend(["--lang", "en"]);
    contains(
        &ok(&a),
        &[
            "Main pot: 303 chips (Ayşe, Işıl, Can) → Işıl 152, Ayşe 151",
            "Takes:",
            "odd chips go to the tied hand written first",
        ],
    );
}

#[test]
fn pot_text_in_both_languages() {
    let args = [
        "pot",
        "--in",
        "Ali=150,Veli=400,Can=300",
        "--order",
        "Ali>Can>Veli",
        "--yer",
        "20",
    ];
    let mut tr = args.to_vec();
    tr.extend(["--lang", "tr"]);
    assert_eq!(
        ok(&tr),
        "Ana pot: 470 fiş (Ali, Veli, Can; 20 yer dahil) → Ali\n\
         1. yan pot (diferans): 300 fiş (Veli, Can) → Can\n\
         Sahibine geri verilir: 100 fiş → Veli\n\
         Alacakları:\n  Ali   470\n  Veli  100\n  Can   300\n"
    );
    let mut en = args.to_vec();
    en.extend(["--lang", "en"]);
    assert_eq!(
        ok(&en),
        "Main pot: 470 chips (Ali, Veli, Can; yer of 20 included) → Ali\n\
         Side pot 1 (diferans): 300 chips (Veli, Can) → Can\n\
         Returned to its owner: 100 chips → Veli\n\
         Takes:\n  Ali   470\n  Veli  100\n  Can   300\n"
    );
}

#[test]
fn pot_false_opener_both_c9_options() {
    let base = [
        "pot",
        "--in",
        "Ali=400,Veli=150,Can=400",
        "--order",
        "Ali>Veli>Can",
        "--false-opener",
        "Ali",
    ];
    for extra in [&[][..], &["--c9", "best-other"][..]] {
        let mut a = base.to_vec();
        a.extend(extra);
        let v = json(&a);
        assert_eq!(v["payouts"], json!({"Ali": 0, "Veli": 700, "Can": 250}));
        assert_eq!(v["carried"], 0);
    }
    let mut a = base.to_vec();
    a.extend(["--c9", "carry"]);
    let v = json(&a);
    assert_eq!(v["payouts"], json!({"Ali": 0, "Veli": 300, "Can": 250}));
    assert_eq!(v["carried"], 400);
    assert_eq!(
        v["pots"][0],
        json!({"amount": 400, "eligible": [], "winners": [], "kind": "carried"})
    );
    a.extend(["--lang", "tr"]);
    contains(
        &ok(&a),
        &[
            "Ortada kalır (sonraki ele): 400 fiş (ceza 400 fiş, açarı yoktu: Ali)",
            "Ortada kalan: 400 fiş",
        ],
    );
    // Nobody else left: everything stays, under both options.
    for c9 in ["best-other", "carry"] {
        let v = json(&[
            "pot",
            "--in",
            "Ali=100,Veli=10,Can=10",
            "--folded",
            "Veli,Can",
            "--false-opener",
            "Ali",
            "--c9",
            c9,
        ]);
        assert_eq!(v["carried"], 120);
        assert_eq!(v["payouts"], json!({"Ali": 0, "Veli": 0, "Can": 0}));
    }
}

#[test]
fn pot_acik() {
    let v = json(&[
        "pot",
        "--in",
        "Ali=300,Veli=300,Can=100",
        "--order",
        "Can>Ali>Veli",
        "--acik",
        "Ali=200,Veli=150",
    ]);
    assert_eq!(v["payouts"], json!({"Ali": 750, "Veli": 0, "Can": 300}));
    assert_eq!(
        v["pots"][2],
        json!({"amount": 300, "eligible": ["Ali", "Veli"], "winners": ["Ali"], "kind": "acik"})
    );
    assert_eq!(
        v["pots"][3],
        json!({"amount": 50, "eligible": ["Ali"], "winners": ["Ali"], "kind": "acik_returned"})
    );
}

#[test]
fn pot_one_player_left_needs_no_order() {
    let v = json(&["pot", "--in", "Ali=100,Veli=40", "--folded", "Veli"]);
    assert_eq!(v["payouts"], json!({"Ali": 140, "Veli": 0}));
}

#[test]
fn pot_bad_input() {
    let line = bad(&["pot", "--in", "Ali=150,Veli=400", "--order", "Ali>Zeki"]);
    contains(&line, &["Zeki", "--order"]);
    // Names as on the racon screen: a unique prefix of a name is the name;
    // one that fits two names is refused naming both.
    let v = json(&["pot", "--in", "Ali=150,Veli=400", "--order", "al>ve"]);
    assert_eq!(v["payouts"], json!({"Ali": 300, "Veli": 250}));
    let line = bad(&[
        "pot",
        "--in",
        "Veli=150,Vedat=400,Ali=1",
        "--order",
        "ve>Ali",
    ]);
    contains(&line, &["--order", "`ve`", "Veli or Vedat?"]);
    // One name-matching rule, as on the racon screen: Turkish case folding,
    // so `ayşe` and `VELİ` are Ayşe and Veli.
    let v = json(&["pot", "--in", "Ayşe=150;Veli=400", "--order", "ayşe>VELİ"]);
    assert_eq!(v["payouts"], json!({"Ayşe": 300, "Veli": 250}));
    let line = bad(&["pot", "--in", "Işıl=1,ışıl=2", "--order", "Işıl"]);
    contains(&line, &["ışıl", "twice"]);
    let line = bad(&["pot", "--in", "Ali=150,Ali=400", "--order", "Ali"]);
    contains(&line, &["Ali", "twice"]);
    let line = bad(&["pot", "--in", "Ali=150,Veli=400", "--order", "Ali>Veli>Ali"]);
    contains(&line, &["Ali", "twice"]);
    let line = bad(&["pot", "--in", "Ali=150,Veli=400", "--order", "Ali"]);
    contains(&line, &["Veli", "--order"]);
    let line = bad(&["pot", "--in", "Ali=150,Veli=400"]);
    contains(&line, &["--order"]);
    let line = bad(&["pot", "--in", "Ali=15x,Veli=400", "--order", "Ali>Veli"]);
    contains(&line, &["15x"]);
    let line = bad(&["pot", "--in", "Ali=-5,Veli=400", "--order", "Ali>Veli"]);
    contains(&line, &["-5"]);
    let line = bad(&["pot", "--in", "Ali150", "--order", "Ali"]);
    contains(&line, &["Ali150"]);
    let line = bad(&["pot", "--in", "Ali=1,Veli=1", "--order", "Ali>>Veli"]);
    contains(&line, &["--order"]);
    let line = bad(&[
        "pot",
        "--in",
        "Ali=1,Veli=1",
        "--order",
        "Ali>Veli",
        "--c9",
        "carry",
    ]);
    contains(&line, &["false-opener"]);
    let line = bad(&[
        "pot",
        "--in",
        "Ali=1,Veli=1",
        "--folded",
        "Ali,Veli",
        "--order",
        "Ali>Veli",
    ]);
    contains(&line, &["folded"]);
    let line = bad(&[
        "pot",
        "--in",
        "Ali=1,Veli=1,Can=1",
        "--folded",
        "Can",
        "--order",
        "Ali>Veli",
        "--acik",
        "Can=5",
    ]);
    contains(&line, &["Can", "--acik"]);
    let line = bad(&[
        "pot",
        "--in",
        "Ali=1,Veli=1",
        "--order",
        "Ali>Veli",
        "--yer",
        "-3",
    ]);
    contains(&line, &["-3"]);
    let many: Vec<String> = (0..21).map(|i| format!("P{i}=1")).collect();
    let line = bad(&["pot", "--in", &many.join(","), "--order", "P0"]);
    contains(&line, &["21", "20"]);
    // Turkish errors too.
    let line = bad(&[
        "pot",
        "--in",
        "Ali=1,Veli=1",
        "--order",
        "Ali",
        "--lang",
        "tr",
    ]);
    contains(&line, &["Veli elde kalmış"]);
}

// --------------------------------------------------------------- settle

const KAV: &str = "Ali=1000,Veli=1000,Can=2000";

#[test]
fn settle_json_is_the_contract() {
    let v = json(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=200,Can=2000",
    ]);
    assert_eq!(v["nets"], json!({"Ali": 800, "Veli": -800, "Can": 0}));
    assert_eq!(v["money"], json!({"Ali": 80000, "Veli": -80000, "Can": 0}));
    assert_eq!(v["difference"], 0);
    assert_eq!(
        v["transfers"],
        json!([{"from": "Veli", "to": "Ali", "chips": 800, "kurus": 80000}])
    );
    assert_eq!(v["resolution"], Value::Null);
    let v = json(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=200,Can=2000",
        "--chip-value",
        "250",
    ]);
    assert_eq!(
        v["money"],
        json!({"Ali": 200000, "Veli": -200000, "Can": 0})
    );
    assert_eq!(v["transfers"][0]["kurus"], 200000);
}

#[test]
fn settle_uses_the_fewest_transfers() {
    // Greedy (largest to largest) needs four here; the minimum is three.
    let v = json(&[
        "settle",
        "--kav",
        "Ali=1000,Veli=1000,Can=1000,Ayşe=1000,Işıl=1000",
        "--chips",
        "Ali=600,Veli=1300,Can=1200,Ayşe=1200,Işıl=700",
    ]);
    assert_eq!(
        v["transfers"],
        json!([
            {"from": "Ali", "to": "Can", "chips": 200, "kurus": 20000},
            {"from": "Ali", "to": "Ayşe", "chips": 200, "kurus": 20000},
            {"from": "Işıl", "to": "Veli", "chips": 300, "kurus": 30000},
        ])
    );
}

#[test]
fn settle_refuses_a_count_that_does_not_balance() {
    let args = [
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=100,Can=2000",
    ];
    let line = bad(&args);
    contains(&line, &["-100", "--resolve"]);
    let mut tr = args.to_vec();
    tr.extend(["--lang", "tr"]);
    contains(&bad(&tr), &["fark -100 fiş", "--resolve"]);
    let mut json_too = args.to_vec();
    json_too.push("--json");
    contains(&bad(&json_too), &["-100"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=300,Can=2000",
    ]);
    contains(&line, &["+100"]);
}

#[test]
fn settle_each_resolution_is_applied_and_recorded() {
    let base = [
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=100,Can=2000",
    ];
    let run = |r: &str| {
        let mut a = base.to_vec();
        a.extend(["--resolve", r]);
        json(&a)
    };
    let v = run("assign:Can");
    assert_eq!(v["difference"], -100);
    assert_eq!(v["nets"], json!({"Ali": 800, "Veli": -900, "Can": 100}));
    assert_eq!(
        v["resolution"],
        json!({"choice": "assign", "name": "Can", "adjustments": {"Ali": 0, "Veli": 0, "Can": 100}})
    );
    let v = run("spread");
    assert_eq!(v["nets"], json!({"Ali": 834, "Veli": -867, "Can": 33}));
    assert_eq!(v["resolution"]["choice"], "spread");
    let v = run("lost");
    assert_eq!(v["nets"], json!({"Ali": 800, "Veli": -800, "Can": 0}));
    assert_eq!(
        v["resolution"]["adjustments"],
        json!({"Ali": 0, "Veli": 100, "Can": 0})
    );
    assert_eq!(
        v["transfers"],
        json!([{"from": "Veli", "to": "Ali", "chips": 800, "kurus": 80000}])
    );
    for r in ["assign:Can", "spread", "lost"] {
        let v = run(r);
        let sum: i64 = v["nets"]
            .as_object()
            .unwrap()
            .values()
            .map(|x| x.as_i64().unwrap())
            .sum();
        assert_eq!(sum, 0, "{r}");
        assert_eq!(v["difference"], -100, "{r}");
    }
    let mut tr = base.to_vec();
    tr.extend(["--resolve", "lost", "--lang", "tr"]);
    contains(
        &ok(&tr),
        &[
            "Düzeltme",
            "Fark -100 fiş: kayıp fiş olarak yazıldı",
            "Veli +100",
        ],
    );
    let mut en = base.to_vec();
    en.extend(["--resolve", "spread", "--lang", "en"]);
    contains(
        &ok(&en),
        &[
            "Adjustment",
            "Difference -100 chips: spread evenly",
            "Ali +34",
        ],
    );
}

#[test]
fn settle_text_money_the_turkish_and_the_english_way() {
    let args = [
        "settle",
        "--kav",
        "Ayşe=1000,Işıl=1000",
        "--chips",
        "Ayşe=499,Işıl=1501",
        "--chip-value",
        "250",
    ];
    let mut tr = args.to_vec();
    tr.extend(["--lang", "tr"]);
    assert_eq!(
        ok(&tr),
        "Oyuncu    Kav    Fiş   Net         Para\n\
         Ayşe    1.000    499  -501  -1.252,50 ₺\n\
         Işıl    1.000  1.501  +501  +1.252,50 ₺\n\
         Toplam  2.000  2.000     0       0,00 ₺\n\
         Bir fiş 2,50 ₺.\n\
         Sayım tutuyor: 2.000 fiş sayıldı, 2.000 fişlik kav alındı.\n\
         Ödemeler (1, mümkün olan en az):\n  \
         Ayşe → Işıl: 501 fiş, 1.252,50 ₺\n"
    );
    let mut en = args.to_vec();
    en.extend(["--lang", "en"]);
    assert_eq!(
        ok(&en),
        "Player    Kav  Chips   Net       Money\n\
         Ayşe    1,000    499  -501  -₺1,252.50\n\
         Işıl    1,000  1,501  +501  +₺1,252.50\n\
         Total   2,000  2,000     0       ₺0.00\n\
         One chip is ₺2.50.\n\
         The count balances: 2,000 chips counted, 2,000 bought in kav.\n\
         Transfers (1, the fewest possible):\n  \
         Ayşe → Işıl: 501 chips, ₺1,252.50\n"
    );
}

#[test]
fn settle_nothing_to_pay() {
    let out = ok(&[
        "settle",
        "--kav",
        "Ali=10,Veli=10",
        "--chips",
        "Ali=10,Veli=10",
        "--lang",
        "en",
    ]);
    contains(&out, &["Nobody owes anybody anything."]);
}

#[test]
fn settle_cashier() {
    let v = json(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=200,Can=2000",
        "--cashier",
        "Can",
        "--deposits",
        "Veli=1000",
    ]);
    assert_eq!(
        v["transfers"],
        json!([
            {"from": "Can", "to": "Ali", "chips": 800, "kurus": 80000},
            {"from": "Can", "to": "Veli", "chips": 200, "kurus": 20000},
        ])
    );
    // An outsider holds the box.
    let v = json(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=200,Can=2000",
        "--cashier",
        "Kasa Hüseyin",
    ]);
    assert_eq!(
        v["transfers"],
        json!([
            {"from": "Kasa Hüseyin", "to": "Ali", "chips": 800, "kurus": 80000},
            {"from": "Veli", "to": "Kasa Hüseyin", "chips": 800, "kurus": 80000},
        ])
    );
    let out = ok(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=200,Can=2000",
        "--cashier",
        "Can",
        "--deposits",
        "Veli=1000",
        "--lang",
        "tr",
    ]);
    contains(
        &out,
        &[
            "Emanet",
            "herkes kasiyerle görüşür: Can",
            "Can → Veli: 200 fiş, 200,00 ₺",
            "Kasiyerdeki emanet, oyuncunun borcundan düşülür.",
        ],
    );
}

#[test]
fn settle_bad_input() {
    let chips = "Ali=1800,Veli=200,Can=2000";
    let line = bad(&["settle", "--kav", KAV, "--chips", "Ali=1800,Veli=200"]);
    contains(&line, &["Can", "--chips"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        "Ali=1800,Veli=200,Can=2000,Işıl=0",
    ]);
    contains(&line, &["Işıl", "--kav"]);
    let line = bad(&["settle", "--kav", "Ali=1,Ali=2", "--chips", "Ali=3"]);
    contains(&line, &["Ali", "twice"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        chips,
        "--resolve",
        "assign:Mehmet",
    ]);
    contains(&line, &["Mehmet"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        chips,
        "--resolve",
        "share",
    ]);
    contains(&line, &["share", "assign:NAME"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        chips,
        "--chip-value",
        "0",
    ]);
    contains(&line, &["0"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        chips,
        "--deposits",
        "Ali=5",
    ]);
    contains(&line, &["--cashier"]);
    let line = bad(&[
        "settle",
        "--kav",
        KAV,
        "--chips",
        chips,
        "--cashier",
        "Can",
        "--deposits",
        "Can=5",
    ]);
    contains(&line, &["Can", "cashier"]);
    let line = bad(&["settle", "--kav", KAV, "--chips", chips, "--cashier", "can"]);
    contains(&line, &["can", "Can"]);
    let line = bad(&["settle", "--kav", "Ali=1000000000001", "--chips", "Ali=1"]);
    contains(&line, &["1000000000001"]);
}

#[test]
fn help_in_both_languages() {
    let tr = ok(&["pot", "--help", "--lang", "tr"]);
    contains(
        &tr,
        &[
            "El sırası, en iyiden",
            "artan fiş",
            "best-other",
            "Açıktan fiş (R38)",
        ],
    );
    let en = ok(&["pot", "--help", "--lang", "en"]);
    contains(
        &en,
        &[
            "Showdown order, best first",
            "odd chips",
            "best-other",
            "carry",
        ],
    );
    let tr = ok(&["settle", "--help", "--lang", "tr"]);
    contains(&tr, &["kayıp fiş", "yuvarlama yok", "Kasiyer"]);
    let en = ok(&["settle", "--help", "--lang", "en"]);
    contains(&en, &["assign:NAME", "nothing is rounded", "Cashier"]);
    contains(&ok(&["--help", "--lang", "en"]), &["pot", "settle"]);
}

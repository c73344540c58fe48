## Split it! (термины правил: белая, розовая и чёрная зона, джокер, карта ставки).

splitit-zone-white = белая
splitit-zone-pink = розовая
splitit-zone-black = чёрная
splitit-did-split = делит ряд после карт { $a } и { $b }
splitit-did-discard = сбрасывает зону «{ $zone }»
splitit-did-bet = ставит на зону «{ $zone }»
splitit-did-joker = кладёт джокер на { $number }

## Отказы Split it!.

splitit-action-shape = Действие — это разделение, сброс, ставка или столбец для джокера.
splitit-split-now = Делящий должен сейчас поставить два разделителя.
splitit-separators = Разделители ставятся между картами: после карты с 1 по { $last }, второй после первого, в каждой зоне хотя бы одна карта.
splitit-discard-a-zone = Выберите зону для сброса (белую, розовую или чёрную).
splitit-bet-on-zone = Ставьте на зону, где есть карты: { $zones }.
splitit-joker-column = Положите джокер в один из своих столбцов: { $columns }.
splitit-only-splitter = Разделители ставит только делящий.
splitit-only-discarder = Зону сбрасывает только игрок, который не делил.
splitit-already-took = Вы уже взяли карты в этом раунде.
splitit-no-joker = У вас нет джокера.

## Split it! в Discord.

splitit-how-to-play = разделите ряд, затем тайно ставьте кнопкой **Ставка**
splitit-button-split = Разделить
splitit-button-discard = Сбросить
splitit-button-bet = Ставка
splitit-button-jokers = Положить джокер
splitit-board-title = **Split it! · игра №{ $id } · раунд { $round } · в колоде { $deck }**
splitit-last-reveal = Последнее вскрытие: { $reveal }
splitit-reveals-this-round = **Вскрытия в этом раунде:**
splitit-round-summary = **Раунд { $round }** — { $reveals }
splitit-no-reveal = вскрытий не видно
splitit-reveal-taken = зона «{ $zone }» → { $bettors } берёт { $cards }
splitit-reveal-stays = зона «{ $zone }» → ставки { $bettors }: { $cards } остаются
splitit-reveal-discarded = зона «{ $zone }» → ставок нет: { $cards } сброшены
splitit-now-split = { $name } ставит два разделителя.
splitit-now-discard = { $name } сбрасывает одну из трёх зон.
splitit-now-bet = Ставки: { $betted }
splitit-now-bet-waiting = Ставки: { $betted } — ждём: { $waiting }
splitit-now-jokers = Джокеры к размещению: { $placing }.
splitit-how-to-bet = Нажмите **Ставка**, чтобы тайно поставить; ставку можно менять, пока все не поставят.
splitit-press-when-yours = Нажмите **{ $button }**, когда ваш ход.
splitit-waiting-split = Игра Split it! №{ $id } ждёт, когда вы поставите разделители
splitit-waiting-discard = Игра Split it! №{ $id } ждёт, когда вы сбросите зону
splitit-waiting-bet = Игра Split it! №{ $id } ждёт вашей ставки
splitit-waiting-jokers = Игра Split it! №{ $id } ждёт, когда вы положите джокер
splitit-already-took-wait = Вы уже взяли карты в этом раунде; ждите следующего ряда.
splitit-wait-your-turn = { $now } Ждите своего хода.
splitit-jokers-waiting = { $jokers }★ ждут первого столбца
splitit-no-cards-yet = карт пока нет
splitit-final-title = Split it! · игра №{ $id } · итоговый счёт
splitit-final-line = **{ $score }** ПО · столбцов: { $columns } · очки за: { $scored }
splitit-rules-title = Split it! · правила вкратце
splitit-rules = Раздаётся ряд карт (7, или 9 при четырёх игроках). Делящий разрезает его на белую, розовую и чёрную зоны; затем каждый, кто ещё в раунде, тайно ставит картой ставки на одну зону. Зона без ставок сбрасывается; зона с одной ставкой достаётся этому игроку, и он выходит из раунда; зона с несколькими ставками остаётся и делится снова (две карты — две зоны; одна карта — сброс). Делящий меняется каждый раунд.
splitit-rules-two-title = Вдвоём
splitit-rules-two = После каждого деления на три зоны — первого в раунде и каждого повторного — другой игрок (не тот, кто делил) сбрасывает одну зону, прежде чем все ставят. Две карты делятся на две зоны без сброса.
splitit-rules-jokers-title = Джокеры (★)
splitit-rules-jokers = Взятый джокер присоединяется к одному из ваших столбцов на ваш выбор — даже к созданному этим же взятием — и больше не перемещается. Джокер, взятый, пока у вас нет ни одного столбца, ждёт и присоединяется к первому столбцу, который вы создадите. Джокеры, ждущие к концу игры, очков не приносят.
splitit-rules-scoring-title = Подсчёт
splitit-rules-scoring = За каждое число от 1 до 10 очки получает тот, у кого его больше всего (джокеры считаются); при равенстве — все равные. Равенство по очкам: побеждает больше столбцов.
splitit-rules-readings = • После того как карты взяты, остаток ряда делит тот же делящий.
    • Джокеры, ждущие первой колонки, встают в колонку первой карты с числом (по порядку ряда) из взятия, которое её создаёт: без выбора.
    • Вчетвером восьмой, последний ряд — 7 карт.
    • Если и по числу колонок ничья — общая победа.
    • Первый делящий выбирается случайно (в правилах — самый младший).
splitit-split-title = **Поставьте два разделителя** (видите только вы).
splitit-split-preview = На картинке — предпросмотр. Нажмите **Подтвердить**, чтобы поставить их.
splitit-split-misplaced = Второй разделитель должен стоять после первого: передвиньте один из них.
splitit-separator-first = Первый разделитель после карты { $card }
splitit-separator-second = Второй разделитель после карты { $card }
splitit-separator-sides = карты { $left } | { $right }
splitit-split-done = ✓ Разделители стоят после карт { $a } и { $b }.
splitit-discard-title = **Сбросьте одну зону** (видите только вы); деление — на поле.
splitit-discard-choose = Выберите зону для сброса, затем **Подтвердить**.
splitit-discard-preview = Сбросить зону «{ $zone }»? На картинке — предпросмотр. Нажмите **Подтвердить**.
splitit-discard-done = ✓ Вы сбросили зону «{ $zone }».
splitit-bet-title = **Ваша ставка** (видите только вы до вскрытия).
splitit-bet-chosen = ✓ Вы поставили на зону «{ $zone }». Ставку можно менять, пока все не поставят.
splitit-bet-choose = Нажмите нужную зону. Зона только с вашей ставкой — ваша.
splitit-your-columns = Ваши столбцы: { $columns }
splitit-bet-revealed = ✓ Вы поставили на зону «{ $zone }». Все поставили: смотрите вскрытие на поле.
splitit-joker-title = **Положите { $jokers ->
    [one] джокер
    [few] джокеры
   *[many] джокеры
}** (осталось { $jokers }; видите только вы). Джокер считается ещё одной картой столбца, к которому присоединяется.
splitit-joker-placeholder = Столбец для джокера
splitit-joker-column-label = карты «{ $number }»
splitit-joker-column-cards = карт: { $cards }{ $jokers ->
    [0] {""}
   *[other] {" "}+ { $jokers }★
}
splitit-joker-placed = ✓ Джокер положен к вашим «{ $number }».

## Изображения Split it!.

splitit-image-preview-split = Предпросмотр: подтвердите, чтобы поставить разделители здесь.
splitit-image-preview-discard = Предпросмотр: подтвердите сброс зоны «{ $zone }».
splitit-image-round = Split it! · раунд { $round } · колода { $deck }
splitit-image-final = Split it! · конец
splitit-image-row-empty = Ряд пуст.
splitit-image-discarded = { $zone } (сброшена)
splitit-image-splitter = {" "}· делящий
splitit-image-jokers-waiting = { $jokers }★ ждут
splitit-image-tiebreak = (равные очки решены по числу столбцов)
splitit-image-final-scores = Split it! · итоговый счёт
splitit-image-nobody = никто
splitit-image-number-to = { $number } → { $names } (+{ $number })
splitit-image-last-reveal = Последнее вскрытие:
splitit-image-columns-heading = столбцы (при ничьей)
splitit-image-numbers-heading = Каждое число приносит своё значение тому, у кого больше всего карт в его столбце; карты у игроков:
splitit-image-number-nobody = { $number } → никому

## Слеш-команды: слова этой игры.

cmd-text-play-split-it = Играть в Split it!
cmd-text-open-a-split-it-table-in-this-channel = Открыть стол Split it! в этом канале
cmd-text-split-it-s-rules-in-short-only-you-see-them = Правила Split it! вкратце (видите только вы)

## Подсказки и разборы Split it!.

splitit-move-split = разделить после карт { $a } и { $b }
splitit-move-discard = сбросить зону «{ $zone }»
splitit-move-bet = поставить на зону «{ $zone }»
splitit-move-joker = джокер на { $number }
splitit-hint = 💡 Подсказка: **{ $move }** — { $why }.
splitit-why-lead = взяв её, вы соберёте больше всех карт { $number } (+{ $points } всего)
splitit-why-tie = взяв её, вы делите первенство по картам { $number }, а при равенстве очки получают все (+{ $points } всего)
splitit-why-block = взяв её, вы отнимете у соперника большинство карт { $number } (+{ $points } вам, −{ $lost } ему)
splitit-why-alone = остальные реже всего ставят туда ({ $chance } %, что возьмёте её один)
splitit-why-cards = { $cards ->
    [one] { $cards } карта для будущего столбца
    [few] { $cards } карты для будущих столбцов
   *[many] { $cards } карт для будущих столбцов
}
splitit-why-split = так зона «{ $zone }» остаётся вам: { $why }
splitit-why-discard = ни одна зона не ценнее для делящего, чем «{ $zone }» (+{ $points } ему)
splitit-why-discard-worth = зона «{ $zone }» стоит делящему +{ $points }
splitit-why-discard-keep = делящему она ничего не даёт, а самые ценные для вас зоны остаются
splitit-why-discard-nothing = зона «{ $zone }» ничего не даёт делящему
splitit-why-joker-lead = ваши { $number } теперь впереди всех (+{ $points })
splitit-why-joker-tie = ваши { $number } теперь делят первенство, а при равенстве очки получают все (+{ $points })
splitit-why-joker = ваш столбец { $number } растёт до { $size }
splitit-review-title = **Split it! №{ $id }, разбор вашей партии**: на каждом вашем шаге ваш ход и ход ИИ, и насколько каждый может оставить вас впереди (+) или позади (−) сильнейшего соперника. Шаги, где вы потеряли больше всего, показаны с полем того момента.
splitit-review-same = { $round }. { $played } ≈ { $worth }: ИИ сделал бы так же
splitit-review-round = { $round }. вы: { $played } ≈ { $worth } · ИИ: { $suggested } ≈ { $suggested_worth }
splitit-review-swing = 🔎 **Шаг { $round }** (−{ $swing }): ИИ выбрал бы «{ $suggested }»: { $why }.

## Обучение Split it!.

splitit-config-rows = В короткой игре раздают от 1 до { $most } рядов, не { $value }.
splitit-lesson-split = делящий кладёт в ряд два разделителя: три зоны — белая, розовая и чёрная, в каждой хотя бы одна карта. Порядок карт никогда не меняется.
splitit-lesson-discard = вдвоём после каждого деления на три зоны другой игрок сбрасывает одну из них: уберите ту, что нужнее всего делящему.
splitit-lesson-bet = все тайно ставят на зону. Один на зоне — вы забираете её карты и выходите из раунда; двое или больше на одной зоне — её карты остаются в ряду; зона без ставок сбрасывается.
splitit-lesson-columns = ваши карты образуют по столбцу на каждое число. В конце тот, у кого больше всех карт числа, получает это число один раз; при равенстве — все равные.
splitit-lesson-again = карты, оставшиеся в ряду, снова делят для тех, кто ещё в раунде: то, что взяли другие, говорит, что им нужно.
splitit-lesson-jokers = джокер присоединяется к столбцу по вашему выбору, даже к созданному тем же взятием, и больше не двигается: кладите его туда, где он решает большинство.
splitit-web-split = Коснитесь промежутка между картами для первого разделителя, затем другого — для второго; **Разделить** ставит их.
splitit-web-discard = Коснитесь зоны, которую нужно сбросить.
splitit-web-joker = Коснитесь колонки, в которую встанет джокер.

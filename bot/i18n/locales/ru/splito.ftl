## Splito: карты и цели (термины правил: зона, цель, карта сплито, ПО).

splito-colour-yellow = жёлтый
splito-colour-orange = оранжевый
splito-colour-pink = розовый
splito-colour-green = зелёный
splito-colour-blue = синий
splito-colour-black = чёрный
splito-card = { $colour } { $value }
splito-card-promo = промо 42 ({ $points } ПО)
splito-card-objective = { $label } ({ $points } ПО)
splito-op = { $op ->
    [eq] ровно
    [ge] минимум
   *[le] максимум
}
splito-cond-most-colour = большинство: { $colour }
splito-cond-most-value = большинство: «{ $value }»
splito-cond-count-colour = { $n ->
    [0] { $op ->
        [eq] нет карт цвета «{ $colour }»
       *[other] { splito-op } 0 карт цвета «{ $colour }»
    }
    [one] { splito-op } { $n } карта цвета «{ $colour }»
    [few] { splito-op } { $n } карты цвета «{ $colour }»
   *[many] { splito-op } { $n } карт цвета «{ $colour }»
}
splito-cond-count-value = { $n ->
    [0] { $op ->
        [eq] нет карт «{ $value }»
       *[other] { splito-op } 0 карт «{ $value }»
    }
    [one] { splito-op } { $n } карта «{ $value }»
    [few] { splito-op } { $n } карты «{ $value }»
   *[many] { splito-op } { $n } карт «{ $value }»
}
splito-cond-distinct-colours = { splito-op } { $n } { $n ->
    [one] цвет
    [few] разных цвета
   *[many] разных цветов
}
splito-cond-distinct-values = { splito-op } { $n } { $n ->
    [one] значение
    [few] разных значения
   *[many] разных значений
}
splito-cond-includes = по одной: { $colours }
splito-cond-cards = { splito-op } { $n } { $n ->
    [one] карта
    [few] карты
   *[many] карт
}
splito-cond-all = { $parts }
splito-did-pick-left = { $card } → левая зона
splito-did-pick-right = { $card } → правая зона
text-exactly-two-1s = ровно две карты «1»
text-exactly-two-2s = ровно две карты «2»
text-exactly-two-3s = ровно две карты «3»
text-exactly-two-4s = ровно две карты «4»
text-exactly-two-5s = ровно две карты «5»
text-exactly-two-6s = ровно две карты «6»
text-one-of-every-value-1-6 = по одной каждого номинала 1–6
text-exactly-one-3-and-one-4 = ровно одна «3» и одна «4»

## Отказы Splito.

splito-left-or-right = Выберите левую или правую зону, а не { $value }.
splito-not-in-hand = Этой карты нет у вас в руке.
splito-no-such-card = Карты { $card } в этой игре нет.
splito-pick-shape = Выбор — это карта и сторона (левая или правая).
splito-deck-too-small = В колоде { $deck } { $available } карт для раздачи; { $players } игрокам нужно { $needed }.

## Splito в Discord.

splito-deck-community = реконструкция сообщества
splito-option-promo = промо 42: { $state }
splito-option-deck = колода: { $deck }
splito-zone-of-left = левая зона игрока { $name }
splito-zone-of-right = правая зона игрока { $name }
splito-zone-between = { $left } ⇄ { $right }
splito-played-left = налево, с { $name }
splito-played-right = направо, с { $name }
splito-side-left-zone = Левая зона
splito-side-right-zone = Правая зона
splito-side-left-with = ◀ Налево: с { $name }
splito-side-right-with = Направо: с { $name } ▶
splito-objective-button = { $label } ({ $points })
splito-board-title = **Splito · игра №{ $id } · раунд { $round }/{ $rounds }**
splito-revealed = Открыто: { $plays }
splito-picked = Выбрали: { $names }
splito-how-to-pick = Нажмите **Играть**, чтобы увидеть руку: выберите карту, затем сторону. Дальше рука следует за вами из раунда в раунд; выбор можно менять, пока все не выберут.
splito-waiting-for-you = раунд { $round } ждёт вашего выбора
splito-how-to-play = нажмите **Играть** один раз, чтобы увидеть руку; карта, затем сторона — и она сыграна, а рука следует за вами из раунда в раунд
splito-ai-picked = ИИ выбрал за него в этом раунде
splito-hand-title = **Ваша рука · раунд { $round }/{ $rounds }** (видите только вы)
splito-hand-heading = **Ваша рука · раунд { $round }/{ $rounds }**
splito-hand-picked = ✓ Ваш выбор: **{ $card }** → { $side }.
splito-hand-selected = Выбрано: **{ $card }**: нажмите сторону, чтобы сыграть её.
splito-hand-may-change = Его можно изменить, пока все не выберут.
splito-hand-choose = Выберите карту, затем сторону: кнопка стороны сразу её разыгрывает.
splito-hand-passed = Карты, которые вы передали игроку **{ $name }**: { $cards }
splito-no-hand-talk = Правила запрещают обсуждать свою руку: держите карты при себе.
splito-final-title = Splito · игра №{ $id } · итоговый счёт
splito-final-line = { $left } × { $right } = **{ $score }** · карт: { $cards }
splito-rules-title = Splito · правила вкратце
splito-rules = Каждый раунд все тайно выбирают по карте из руки и кладут её в зону слева или справа от себя; каждая зона общая с соседом (вдвоём у каждого две свои зоны, а между игроками ходят две руки-болванки). Затем руки передаются налево. После 13 раундов (26 вдвоём) проверяется каждая цель в зоне; ваш счёт — ПО левой зоны × ПО правой зоны. При равенстве побеждает тот, у кого меньше карт.
splito-rules-commons-title = Общие цели
splito-rules-commons = Большинство по цвету (★) и большинство по значению (☾), по 3 ПО, достаются зоне, где таких карт строго больше всех; при равенстве — никому.
splito-rules-promo-title = Промо 42 (по желанию)
splito-rules-promo = Её забирает первая зона, где карты сплито в сумме дают ровно 42; если две сразу — карта убирается.
splito-rules-readings = • «Карты» в цели — все карты зоны: карты Splito, карты целей, общие цели, выигранные зоной, и промо 42; «карты Splito» — только они.
    • Вдвоём: четыре руки, две из них — болванки, которые не ходят, и у каждого игрока две свои зоны (вариант русских правил), 26 раундов.
    • При равном счёте побеждает тот, у кого меньше карт всех видов в двух его зонах; если и тут ничья — общая победа.
splito-rules-manners-title = Этикет
splito-rules-deck-title = Колода целей

## Изображения Splito.

splito-letter-yellow = Ж
splito-letter-orange = О
splito-letter-pink = Р
splito-letter-green = З
splito-letter-blue = С
splito-letter-black = Ч
splito-image-zone-left = { $name } · слева
splito-image-zone-right = { $name } · справа
splito-image-round = Splito · раунд { $round }/{ $rounds }
splito-image-final-table = Splito · итоговый стол
splito-image-promo-waiting = промо 42: достаётся первой зоне, где сумма карт ровно 42
splito-image-promo-claimed = промо 42: забрана
splito-image-promo-removed = промо 42: убрана (две зоны набрали 42 одновременно)
splito-image-scores-now = Счёт сейчас (слева × справа)
splito-nobody = никто
splito-image-zone-between = слева от { $left_owner } · справа от { $right_owner }
splito-image-new-mark = + сыграна в этом раунде
splito-image-scores-final = Итоговый счёт (слева × справа)
splito-image-cards-heading = карты (при ничьей)
splito-image-sums-heading = слева × справа = счёт
splito-image-dummies = фиктивные руки: { $a } и { $b } карт
splito-image-hand = Ваша рука · раунд { $round }/{ $rounds }
splito-image-final-scores = Splito · итоговый счёт
splito-image-common = ✓ { $points } · общая: { $label }
splito-image-shared-win = Общая победа: { $names } (тот же счёт, столько же карт)
splito-image-tiebreak = Равный счёт решён по меньшему числу карт: побеждает { $name }

## Слеш-команды: слова этой игры.

cmd-text-play-splito = Играть в Splito
cmd-text-open-a-splito-table-in-this-channel = Открыть стол Splito в этом канале
cmd-name-promo42 = промо42
cmd-text-play-with-the-promo-card-42 = Играть с промокартой 42
cmd-text-splito-s-rules-in-short-only-you-see-them = Правила Splito вкратце (видите только вы)

## Подсказки (стол, начатый с подсказками): карта сильного ИИ, куда и почему.
splito-hint = 💡 Подсказка: **{ $card }** ({ $where }) — { $why }.
splito-why-meets = она выполняет цель «{ $objective }» (+{ $points })
splito-why-common = эта зона теперь лидирует по общей цели «{ $objective }» (+{ $points } в конце, если останется впереди)
splito-why-objective-met = цель «{ $objective }» там уже выполнена (+{ $points })
splito-why-objective-open = цель «{ $objective }» может выполниться там позже ({ $points }, если выполнится)
splito-why-score = ваш счёт растёт с { $before } до { $after } ({ $left } × { $right })
splito-why-score-least = сейчас любая карта стоит вам очков, эта — меньше всех: счёт меняется с { $before } на { $after } ({ $left } × { $right })
splito-why-score-later = ваш счёт пока падает с { $before } до { $after } ({ $left } × { $right }) ради того, что ещё могут дать ваши зоны
splito-why-hope = счёт пока не меняется, а у ваших зон остаются лучшие шансы

## Тренер: законченная игра разобрана для одного игрока (оценка — счёт, которого ИИ ждёт от
## карты: произведение надежд зон игрока через два раунда).
splito-review-pick = **{ $card }** ({ $where })
splito-review-same = { $round }. { $played } ≈ { $worth }: ИИ выбрал бы так же
splito-review-round = { $round }. вы: { $played } ≈ { $worth } · ИИ: { $suggested } ≈ { $suggested_worth }
splito-review-swing = 🔎 **Раунд { $round }** (−{ $swing }): ИИ играет { $suggested }: { $why }.

## Обучение Splito.

splito-lesson-zones = каждый раунд вы тайно кладёте одну карту в одну из своих двух зон: левая зона общая с соседом слева, правая — с соседом справа. Ваш счёт — ПО левой зоны × ПО правой зоны.
splito-lesson-objectives = карта цели приносит очки зоне, где лежит, в конце игры, если её условие там выполнено («ровно две 4» требует ровно двух 4 в этой зоне). Она считается обоим игрокам, делящим зону.
splito-lesson-passing = после каждого раунда ваша рука уходит соседу слева, а рука соседа справа приходит к вам: карты, которые вы передаёте, могут ему помочь.
splito-lesson-commons = две общие цели (цвет ★ и значение ☾, по 3 ПО) достаются зоне, где таких карт строго больше всех; при равенстве — никому.
splito-lesson-product = зона с 0 делает ваш счёт нулевым, как бы ни была сильна другая: кормите обе зоны.

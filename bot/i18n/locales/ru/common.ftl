## Слова, общие для всех игр и всего бота.

list-sep = {", "}
list-and = { $head } и { $last }
list-or = { $head } или { $last }

## Отказы движков правил.

game-over = Игра окончена.
not-your-turn = Сейчас не ваш ход.
not-a-seat = Место { $seat } — не игрок за этим столом.
not-an-action = Это не действие этой игры: { $value }.
config-no-seat-choices = В { $game } нечего выбирать в лобби.
config-unknown-game = Игры { $name } нет (известны: { $known }).
config-players-range = В эту игру играют от { $low } до { $high } игроков, а не { $value }.
config-unknown-option = У этой игры нет параметра { $name }.
config-data-file = Файл данных этой игры неверен: { $detail }

## Отказы сервиса.

refusal-unknown-table = Игры №{ $id } нет.
refusal-wrong-game = Эта кнопка не для этой игры (это игра { $game }).
refusal-place-busy = Здесь уже открыта игра { $game } №{ $id }. Присоединяйтесь к ней или начните новую в другом канале или ветке.
refusal-too-many-lobbies = Вы уже ведёте { $most } открытых лобби на этом сервере: сначала начните или отмените одно из них.
refusal-already-started = Игра уже началась.
refusal-not-started = Игра ещё не началась.
refusal-game-over = Эта игра окончена.
refusal-game-cancelled = Эта игра отменена.
refusal-not-finished = Игра №{ $id } ещё идёт: реванш — после её окончания.
refusal-replay-running = Игра №{ $id } ещё идёт: её повтор — после окончания.
refusal-frozen = Игра на паузе: её сохранённые ходы больше не приводят к сохранённой позиции. Администратор уведомлён.
refusal-frozen-table = Игра №{ $id } на паузе: её сохранённые ходы больше не приводят к сохранённой позиции. Администратор уведомлён.
refusal-not-host-start = Начать игру может только хозяин стола.
refusal-not-moderator-cancel = Отменить игру может только хозяин стола или участник с правом «Управлять сообщениями».
refusal-already-seated = Вы уже в этой игре.
refusal-not-seated = Вы не играете в этой игре.
refusal-private-control = Эта кнопка работает только в вашем личном сообщении (ваша рука или панель), а не здесь.
refusal-table-full = Стол заполнен ({ $seats } мест).
refusal-player-count = В { $game } играют от { $low } до { $high } игроков; сейчас { $seats ->
    [one] { $seats } игрок
    [few] { $seats } игрока
   *[many] { $seats } игроков
}.
refusal-their-turn = Сейчас ходит { $name }: следите за полем.
refusal-nothing-to-do = Сейчас вам нечего делать.
refusal-stale-step = Эта кнопка с прошлого шага; используйте самое новое сообщение.
refusal-wrong-message = Эта кнопка не относится к этому сообщению: используйте кнопку самой игры.
refusal-stale-round = Эта кнопка из раунда { $pressed }; игра уже в раунде { $current }. Используйте самое новое сообщение.
refusal-already-done = Вы это уже выбрали.
refusal-conflict = Кто-то походил в тот же момент; попробуйте ещё раз.
refusal-unavailable = Игру сейчас не удалось загрузить; попробуйте чуть позже.
refusal-restarting = Бот перезапускается: попробуйте чуть позже. Ничего не изменилось.
refusal-ai-seats-range = Мест для ИИ может быть от 0 до { $most }.
refusal-ai-policy = Стратегия ИИ — одна из: { $policies }.
refusal-no-ai-seat = Нет места ИИ, которое можно убрать.
refusal-language = Языка { $value } здесь нет: выберите один из { $languages }.
choice-not-listed = Такого варианта нет в списке.
control-failed = С этой кнопкой что-то пошло не так (код { $ref }). Если ваш ход не появился на поле, попробуйте ещё раз из самого нового сообщения.
command-failed = С этой командой что-то пошло не так (код { $ref }: оператор бота может его найти). Попробуйте чуть позже.
database-unavailable = Данные игры сейчас недоступны. Попробуйте ещё раз чуть позже.
control-round-over = Раунд { $round } окончен: ваше управление перешло дальше вместе с игрой.
control-game-over = Игра №{ $id } окончена: итоговые очки — на поле.

## Таймеры.

timer-shape = Таймер — это объект с правилом и минутами.
timer-policy = Таймер бывает off, remind, autoplay или drop, а не { $value }.
timer-minutes = Минуты таймера — число от 0,5 до 1440, а не { $value }.
timer-misses = Пропуски таймера — целое число от 1 до 10, а не { $value }.
timer-off = без таймера
timer-remind = напоминание через { $minutes } мин
timer-autoplay = ИИ ходит за вас через { $minutes } мин
timer-drop = ИИ ходит за вас через { $minutes } мин и занимает ваше место после пропусков подряд: { $misses }

## Общие параметры, кнопки и объявления.

option-on = да
option-off = нет
button-play = Играть
button-confirm = Подтвердить
button-your-turn = Ваш ход
button-place = Вписать
button-rematch = Реванш
rematch-opened = Реванш за игру №{ $id }, открыл(а) { $host }.
rematch-invite = Реванш за игру №{ $id }, открыл(а) { $host }: { $players }, нажмите **{ $join }**, чтобы сыграть снова.
button-replay = Повтор
replay-posted = **{ $game } · игра №{ $id }**, повтор: стол после каждого раунда, каким его видели все. Журнал приложен.
wait-review = ⏳ Разбираем игру № { $id }: каждый ваш ход против хода сильного ИИ. Это займёт несколько секунд…
wait-tutorial = ⏳ Открываем ваше обучение { $game }: его ветку и первую раздачу…
wait-replay = ⏳ Повтор **{ $game } · игра №{ $id }**: рисуем поля…
button-step-through = По шагам
replay-step = **{ $game } · игра №{ $id }**, стол { $board } из { $boards } (видно только вам)
replay-no-board = В игре №{ $id } нет такого стола.
refusal-replay-busy = Для этого сервера уже готовится повтор: попробуйте снова, когда он появится.
board-game-over = **Игра окончена.**
board-timer = Таймер: { $timer }.
board-nobody-yet = пока никто
board-waiting-for = {" "}— ждём: { $names }
notice-game-waits = игра ждёт вас
notice-ai-played = ИИ сыграл за него
notice-game-starts = 🎲 { $players }: игра №{ $id } началась.
notice-reminder = { $user }, { $waiting }.
notice-ai-soon = ИИ сходит за вас через { $minutes } мин.
notice-time-ran-out = Время вышло для { $user }: { $played }.
notice-seat-taken = { $user } покинул игру; теперь его место играет ИИ.
notice-seat-dropped = { $user } пропускает ходы подряд ({ $misses }); теперь его место играет ИИ.
notice-cancelled = Игра №{ $id } отменена.
notice-lobby-expired = Лобби игры №{ $id } закрыто: никто не начал её за { $minutes } мин.
notice-game-expired = Игра №{ $id } завершена: за столом ничего не происходило { $hours } ч.
missing-permissions = Я не могу вести игру в этом канале: мне не хватает прав { $permissions }. Попросите администратора сервера выдать их мне здесь.
note-no-threads = Игра пройдёт в этом канале: чтобы у каждой игры была своя ветка, выдайте мне права { $permissions }.

## Лобби.

lobby-title = { $game } · игра №{ $id }
lobby-status-lobby = Нажмите **Присоединиться**, чтобы играть ({ $low }–{ $high } мест). Хозяин стола нажимает **Начать**.
lobby-status-running = Игра идёт.
lobby-status-cancelled = Отменена.
lobby-status-finished = Окончена.
lobby-status-frozen = На паузе.
lobby-seats = Места ({ $seated }/{ $seats })
lobby-options = Параметры
lobby-note = Примечание
lobby-ai-mark = {" "}(ИИ)
lobby-host-mark = {" "}· хозяин
lobby-timer = таймер: { $timer }
lobby-language = язык: { $language }
lobby-play-in = Играйте в { $thread }.
lobby-play-below = Играйте ниже.
lobby-button-join = Присоединиться
lobby-button-leave = Выйти
lobby-button-ai = Добавить ИИ
lobby-button-unai = Убрать ИИ
lobby-button-start = Начать
lobby-button-cancel = Отменить

## Ответы на команды.

none-open-here = Здесь нет открытой игры { $game }. Начните её командой /{ $command } start.
status-in-lobby = Игра №{ $id } в лобби: мест занято — { $seated }.
you-left = Вы покинули игру №{ $id }.
cancelled-by = Игру №{ $id } отменил { $user }.
stats-no-games = У { $name } здесь пока нет законченных игр.
game-choice = №{ $id } · { $game } · { $players } · { $day }
stats-game-line = №{ $id } { $game }: { $score } ПО, место { $rank }{ $won ->
    [yes] {" "}· победа
   *[no] {""}
}
stats-last-games = Последние игры: { $name }
stats-none-yet = На этом сервере пока нет законченных игр.
stats-leader-line = { $rank }. { $name }: побед — { $wins }, игр — { $games } · в среднем { $average } · лучший счёт { $best }
stats-leaderboard = Таблица лидеров
ratings-title = { $game } · рейтинг
ratings-line = { $rank }. { $name }: { $rating } (игр: { $games })
ratings-none-yet = На этом сервере пока нет игр { $game } с рейтингом.
ratings-ai = ИИ ({ $policy })
ratings-explained = Рейтинг = мастерство − 3 × неопределённость (openskill): он начинается с 0 и растёт с победами.
profile-title = Профиль: { $name }
profile-game = рейтинг { $rating } · игр: { $games } · побед: { $wins } · лучший счёт { $best }
profile-last-games = Последние игры
stats-ratings = Рейтинг
stats-rating-line = { $game }: { $rating } (игр: { $games })
help = **splitbot** судит настольные игры. { $games } Друзья нажимают **Присоединиться**, хозяин стола — **Начать**; { $where }. `/<игра> rules` объясняет игру, `/<игра> status` показывает, как она идёт, `/splitbot stats` — таблица лидеров, `/splitbot leaderboard` — рейтинг игры, `/splitbot-admin language` задаёт язык новых игр. Впервые играете? `/<игра> обучение` научит в вашей собственной ветке.
help-game = `/{ $command } start` открывает стол { $game } ({ $how }).
help-threads = у каждой игры своя ветка
help-channel = игры идут прямо в канале
language-managers-only = Выбрать язык сервера могут только участники с правом «Управлять сервером».
language-follows-server = Новые игры здесь теперь следуют языку сервера (английский, если бот его не знает).
language-set = Новые игры здесь теперь на языке: { $language }.
settings-title = Настройки этого сервера для новых игр
settings-managers-only = Менять настройки сервера могут только участники с правом «Управлять сервером».
settings-timer = Таймер
settings-lobby = Неначатое лобби закрывается через
settings-idle = Игра без ходов заканчивается через
settings-timer-nudge = ожидаемого игрока упоминают через { $round } мин ({ $turn } мин, если это ход)
settings-threads = Отдельная ветка для каждой игры
settings-pings = Упоминать игроков (в начале игры и когда игра их ждёт)
settings-minutes = { $minutes } мин
settings-hours = { $hours } ч
settings-yes = да
settings-no = нет
settings-default-mark = (по умолчанию)
settings-lobby-minutes-range = Лобби ждёт от { $low } до { $high } минут.
settings-idle-hours-range = Игра ждёт от { $low } до { $high } часов.

## Слэш-команды.

cmd-name-start = начать
cmd-name-timer = таймер
cmd-text-what-happens-when-someone-keeps-the-table-waiting-default-the-server-s = Что происходит, когда кто-то заставляет стол ждать (по умолчанию — как на сервере)
cmd-text-no-timer = без таймера
cmd-text-remind = напоминать
cmd-text-ai-plays-for-late-players = ИИ ходит за опоздавших
cmd-text-ai-plays-for-late-players-then-takes-the-seat = ИИ ходит за опоздавших, потом занимает их место
cmd-name-timer-minutes = минуты_таймера
cmd-text-minutes-before-the-timer-acts-default-5 = Минут до срабатывания таймера (по умолчанию 5)
cmd-name-ai-seats = места_ии
cmd-text-ai-players-to-seat-now-you-can-add-more-in-the-lobby = Сколько ИИ посадить сразу (можно добавить в лобби)
cmd-name-language = язык
cmd-text-the-table-s-language-default-the-server-s = Язык стола (по умолчанию — язык сервера)
cmd-name-rules = правила
cmd-name-status = статус
cmd-text-where-the-game-of-this-channel-or-thread-stands = Как идёт игра в этом канале или ветке
cmd-name-leave = выйти
cmd-text-leave-the-game-here-an-ai-takes-your-seat = Выйти из игры здесь (ваше место займёт ИИ)
cmd-name-cancel = отменить
cmd-text-cancel-the-game-here-host-or-moderators = Отменить игру здесь (хозяин стола или модераторы)
cmd-text-splitbot-stats-and-help = splitbot: статистика и помощь
cmd-name-stats = статистика
cmd-text-the-server-s-leaderboard-or-one-player-s-record = Таблица лидеров сервера или итоги одного игрока
cmd-name-member = участник
cmd-text-show-this-member-s-last-games-instead-of-the-leaderboard = Показать последние игры участника вместо таблицы лидеров
cmd-name-leaderboard = рейтинг
cmd-text-the-server-s-best-rated-players-of-a-game = Игроки сервера с лучшим рейтингом в игре
cmd-name-game = игра
cmd-text-the-game-whose-ratings-to-show = Игра, рейтинг которой показать
cmd-name-replay = повтор
cmd-text-a-finished-game-of-this-server-replayed = Повтор законченной игры этого сервера
cmd-text-the-game-s-number-its-boards-and-final-message-show-it = Номер игры (он есть на столах и в итоговом сообщении)
menu-no-game-here = Здесь нет идущей игры для вас: откройте руку из сообщения игры, в которую вы играете (её поля или её ветки).
cmd-name-open-my-hand = Открыть мою руку
cmd-name-splitbot-profile = Профиль splitbot
cmd-name-profile = профиль
cmd-text-a-member-s-ratings-records-and-last-games = Рейтинг, итоги и последние игры участника
cmd-text-whose-profile-default-yours = Чей профиль (по умолчанию — ваш)
cmd-name-settings = настройки
cmd-text-this-server-s-defaults-for-new-games = Настройки этого сервера для новых игр
cmd-text-the-timer-of-new-games-when-their-host-chooses-none = Таймер новых игр, если хозяин не выбрал другой
cmd-text-its-minutes-default-5 = Его минуты (по умолчанию 5)
cmd-name-lobby-minutes = минуты_лобби
cmd-text-minutes-a-lobby-waits-to-be-started = Сколько минут лобби ждёт начала игры
cmd-name-idle-hours = часы_простоя
cmd-text-hours-a-game-waits-for-anything-to-happen-before-it-ends = Сколько часов игра ждёт хоть какого-то хода, прежде чем закончиться
cmd-name-threads = ветки
cmd-text-whether-each-game-gets-a-thread-of-its-own = Получает ли каждая игра свою ветку
cmd-name-help = помощь
cmd-text-what-splitbot-does-and-how-to-start = Что умеет splitbot и как начать
cmd-text-the-language-of-this-server-s-new-games = Язык новых игр этого сервера
cmd-text-leave-empty-to-follow-the-server-s-own-language = Оставьте пустым, чтобы следовать языку сервера

## Общие слова изображений.

# A label and its value (the language's own punctuation: French puts a space before ":").
label-value = { $label }: { $value }
image-points = { $points } ПО
image-wins = Побеждает { $name }
image-shared-win = Общая победа: { $names }

## Права Discord, как их называют его настройки, и имена мест ИИ.

permission-view_channel = Просматривать каналы
permission-send_messages = Отправлять сообщения
permission-embed_links = Встраивать ссылки
permission-attach_files = Прикреплять файлы
permission-read_message_history = Читать историю сообщений
permission-create_public_threads = Создавать публичные ветки
permission-send_messages_in_threads = Отправлять сообщения в ветках
ai-seat-name = { $level ->
    [easy] ИИ { $number } (лёгкий)
    [strong] ИИ { $number } (сильный)
   *[other] ИИ { $number }
}

## Руки в личных сообщениях (настройка стола руки: лс)
refusal-hands = Руки не могут быть { $value }: выберите одно из { $choices }.
board-hands-in-dms = ✉ Руки — в личных сообщениях: кнопка ниже ведёт к вашей.
lobby-hands-in-dms = руки в личных сообщениях
dm-hand-title = { $game } · игра №{ $id }
dm-hand-is-here = Ваша рука — в личных сообщениях: { $link }
dm-hand-ai = Теперь за это место играет ИИ.
dm-hand-waiting = Сейчас не ваш ход: управление вернётся сюда, когда он наступит.
notice-dms-closed = { $user }, я не могу писать вам в личные сообщения, поэтому ваша рука открывается здесь кнопкой на доске, как обычно. (Чтобы в следующий раз получить её в ЛС, разрешите личные сообщения от участников этого сервера.)
cmd-name-hands = руки
cmd-text-where-players-hands-are-direct-messages-suit-slow-games = Где руки игроков (личные сообщения удобны для долгих игр)
cmd-text-in-private-replies = в скрытых ответах
cmd-text-in-direct-messages = в личных сообщениях
pings-on = Игры упоминают вас, когда начинаются и когда ждут вашего хода. `/splitbot упоминания выкл` отключает это на всех серверах.
pings-off = Теперь игры не упоминают вас ни на одном сервере (но по-прежнему называют по имени). `/splitbot упоминания вкл` возвращает упоминания.
cmd-name-pings = упоминания
cmd-name-mentions = режим
cmd-text-off = выкл
cmd-text-on = вкл
cmd-text-on-mentioned-when-a-game-starts-or-waits-on-you-off-never = вкл: упоминать, когда игра начинается или ждёт вас; выкл: никогда
cmd-text-whether-games-mention-players-when-they-start-and-when-they-wait-on-them = Упоминают ли игры игроков в начале и когда ждут их
cmd-text-whether-games-mention-you-in-every-server = Упоминают ли вас игры (на всех серверах)
cmd-name-splitbot-admin = splitbot-admin
cmd-text-splitbot-this-server-s-defaults-manage-server = splitbot: настройки этого сервера (Управлять сервером)
cmd-name-my-data = мои_данные
cmd-text-what-splitbot-stores-about-you-only-you-see-it = Что splitbot хранит о вас (видите только вы)
cmd-name-forget-me = забыть_меня
cmd-text-delete-what-splitbot-stores-about-you-asks-first = Удалить то, что splitbot хранит о вас (с подтверждением)
help-own-data = Что splitbot хранит о вас: `/splitbot мои_данные` покажет, `/splitbot забыть_меня` удалит.
help-privacy-policy = Политика конфиденциальности
help-terms = Условия использования
policy-shipped = { $policy } этого бота в том виде, в каком он поставляется (оператор не указал своего адреса):
policy-address = { $policy }: { $url }
policy-command = { $policy }: `/splitbot { $command }`
cmd-text-splitbot-s-terms-of-use = Условия использования splitbot
cmd-name-terms = условия
cmd-text-splitbot-s-privacy-policy-what-it-stores-and-why = Политика конфиденциальности splitbot: что он хранит и зачем
cmd-name-privacy = конфиденциальность
my-data = Всё, что splitbot хранит о вас на всех серверах: места, которые вы занимали, и выбранные для них цвета, ваши результаты и рейтинги, куда отправлялись ваши руки, и ваш выбор насчёт упоминаний. Ходы хранятся по месту, никогда по имени. `/splitbot забыть_меня` удалит всё это.
forget-me-ask = Это удалит то, что splitbot хранит о вас на всех серверах: вы покинете свои столы в ожидании, ИИ займёт ваши места в идущих играх, а в завершённых играх, результатах и рейтингах не останется ни вашего имени, ни id (каждую игру по-прежнему можно пересмотреть). Отменить это нельзя.
forget-me-button = Забыть меня
forget-me-keep = Оставить мои данные
forget-me-kept = Ничего не удалено.
forget-me-done = Готово: ничто из хранимого splitbot больше не называет вас. Покинуто столов: { $lobbies }. Идущих игр, где ваше место занял ИИ: { $games }. Обезличено результатов: { $results }.
refusal-ai-level = { $value } — не уровень ИИ в этой игре: { $levels }.
refusal-not-host-ai-level = Выбрать уровень ИИ может только хозяин стола.
ai-level-easy = Лёгкий
ai-level-normal = Обычный
ai-level-strong = Сильный
ai-level-easy-about = иногда ошибается: для обучения
ai-level-normal-about = делает лучший ход, который видит сейчас
ai-level-strong-about = учитывает, как, скорее всего, сыграют другие
lobby-ai-level = ИИ: { $level }
lobby-ai-level-placeholder = Уровень новых ИИ: { $level }

## Подсказки: настройка стола для обучения (такая игра идёт без рейтинга).
button-hint = Подсказка
lobby-hints = 💡 подсказки (без рейтинга)
board-hints = 💡 Подсказки включены: у каждого игрока есть кнопка «Подсказка», а игра идёт без рейтинга.
refusal-no-hints = Этот стол начат без подсказок.
refusal-bad-link = Эта ссылка не открывает ни одного стола: откройте стол снова из Discord.
refusal-link-expired = Срок действия ссылки истёк: откройте стол снова из Discord, чтобы получить новую.
refusal-hints = Подсказки либо включены, либо нет, но не { $value }.
refusal-no-hints-here = { $game } пока не даёт подсказок.

## Тренер (Разбор моей игры).
button-review = Разбор моей игры
review-title = **{ $game } № { $id }, разбор вашей игры**: в каждом раунде ваш выбор и выбор ИИ со счётом, который каждый может принести. Раунды, где вы потеряли больше всего, — с полем того момента.
review-no-swings = В каждом раунде вы сделали выбор ИИ или равноценный.
review-lesson = { $round }. { $played }: ход урока
review-as-much = { $round }. { $played } ≈ { $worth }: стоит столько же, сколько ход ИИ — { $ai }
rules-readings-title = Где правила оставляют выбор, судья читает их так
review-same-count = ✓ { $same } из { $total } ваших ходов совпали с ходами ИИ или стоили столько же. Ниже — { $shown } других, стоивших больше всего.
refusal-no-review = У этой игры пока нет разбора.
cmd-name-hints = подсказки
cmd-text-show-a-hint-button-to-each-player-the-table-is-not-rated = Кнопка «Подсказка» для каждого игрока (игра без рейтинга)

## Обучение.

tutorial-lesson = 📘 **Урок { $number } из { $count }**: { $text } Нажмите 💡 **Подсказка**, чтобы увидеть ход, которому он учит, и сыграйте его.
tutorial-guided = 📘 Этот шаг — часть уроков: нажмите 💡 **Подсказка** и сыграйте её ход.
tutorial-free = 📘 Уроки закончены: играйте как хотите (💡 **Подсказка** по-прежнему здесь). Обучение никогда не идёт в рейтинг.
refusal-off-lesson = 📘 Этот урок учит другому ходу: «{ $move }», потому что { $why }. 💡 **Подсказка** тоже его покажет.
refusal-no-tutorial = Для { $game } обучения пока нет.
tutorial-started = 📘 { $user }, ваше обучение { $game } — в { $thread }: там только вы и бот.
tutorial-thread = Обучение { $game } · { $name }
tutorial-welcome = 📘 **Добро пожаловать в { $game }**, { $user }! Вы играете против ИИ на подготовленной раздаче; каждый урок объясняет правило, когда оно впервые важно, а 💡 **Подсказка** показывает ход, которому он учит. Это займёт несколько минут и никогда не идёт в рейтинг.
tutorial-no-thread = Я не могу открыть здесь ветку (нужно право **Создавать приватные ветки** или **Создавать публичные ветки**, и это должен быть текстовый канал, а не ветка).
button-real-game = Начать настоящую игру
tutorial-done = 📘 **Обучение пройдено!** Нажмите **Начать настоящую игру**, чтобы открыть лобби для друзей в канале, из которого идёт эта ветка.
tutorial-lobby-opened = Ваше лобби открыто: { $lobby } — зовите друзей.
refusal-not-a-tutorial = Эта кнопка принадлежит ветке обучения.
refusal-tutorial-going = Ваше обучение ещё идёт: доиграйте его до конца, и эта кнопка откроет настоящую партию.
cmd-name-tutorial = обучение
cmd-text-learn-to-play-a-guided-game-against-the-ai-only-for-you = Научиться играть: партия с подсказками против ИИ, только для вас
refusal-tutorial-open = Ваше обучение { $game } ещё открыто в { $thread }: продолжайте там или отмените его там, чтобы начать заново.

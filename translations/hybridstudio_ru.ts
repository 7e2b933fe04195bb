<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="183"/>
        <source>constant</source>
        <translation>константа</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="184"/>
        <source>parameter</source>
        <translation>параметр</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="185"/>
        <source>state</source>
        <translation>состояние</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="186"/>
        <source>algebraic</source>
        <translation>алгебраическая</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="187"/>
        <source>discrete</source>
        <translation>дискретная</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="188"/>
        <source>input</source>
        <translation>входная</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="63"/>
        <source>running</source>
        <translation>выполняется</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="65"/>
        <source>paused</source>
        <translation>пауза</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="66"/>
        <source>finished</source>
        <translation>завершено</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="67"/>
        <source>stopped</source>
        <translation>остановлено</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="68"/>
        <source>failed</source>
        <translation>сбой</translation>
    </message>
</context>
<context>
    <name>hs::ui::HistoryModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="138"/>
        <source>Step</source>
        <translation>Шаг</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="139"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="140"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="141"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="142"/>
        <source>Detail</source>
        <translation>Детали</translation>
    </message>
</context>
<context>
    <name>hs::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="108"/>
        <source>%1 = %2 applies at the next Reset</source>
        <translation>%1 = %2 применится при следующем сбросе</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="275"/>
        <source>Remove from plot</source>
        <translation>Убрать с графика</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="275"/>
        <source>Add to plot</source>
        <translation>Добавить на график</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="320"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="321"/>
        <source>&amp;Simulation</source>
        <translation>&amp;Моделирование</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="322"/>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="323"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="324"/>
        <source>&amp;Preferences</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="325"/>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="331"/>
        <source>Recent &amp;Files</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="332"/>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="333"/>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="334"/>
        <source>&amp;Save</source>
        <translation>Со&amp;хранить</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="335"/>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="336"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="337"/>
        <source>&amp;Run</source>
        <translation>&amp;Пуск</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="337"/>
        <source>Run the simulation</source>
        <translation>Запустить моделирование</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="338"/>
        <source>&amp;Pause</source>
        <translation>П&amp;ауза</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="338"/>
        <source>Pause the running simulation</source>
        <translation>Приостановить моделирование</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="339"/>
        <source>S&amp;tep</source>
        <translation>&amp;Шаг</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="339"/>
        <source>Run exactly one event step</source>
        <translation>Выполнить ровно один шаг событий</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="340"/>
        <source>Step &amp;Back</source>
        <translation>Шаг &amp;назад</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="340"/>
        <source>Restore the state before the last event step</source>
        <translation>Восстановить состояние до последнего шага событий</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="341"/>
        <source>Run &amp;Until…</source>
        <translation>Выполнить &amp;до…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="341"/>
        <source>Run until a time, an event number or an element&apos;s next event</source>
        <translation>Выполнять до заданного времени, номера события или следующего события элемента</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="342"/>
        <source>St&amp;op</source>
        <translation>&amp;Стоп</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="342"/>
        <source>End the run</source>
        <translation>Завершить прогон</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="343"/>
        <source>R&amp;eset</source>
        <translation>С&amp;брос</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="343"/>
        <source>Compile the model again and restart from the beginning</source>
        <translation>Перекомпилировать модель и начать сначала</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="344"/>
        <source>&amp;Experiment Settings…</source>
        <translation>Настройки &amp;эксперимента…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="345"/>
        <source>New &amp;Plot</source>
        <translation>Новый &amp;график</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="346"/>
        <source>&amp;Examples…</source>
        <translation>&amp;Примеры…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="347"/>
        <source>&amp;About HybridStudio</source>
        <translation>&amp;О программе HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="348"/>
        <source>Run</source>
        <translation>Выполнение</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="352"/>
        <source>Virtual time</source>
        <translation>Виртуальное время</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="353"/>
        <source>Real time ×%1</source>
        <translation>Реальное время ×%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="356"/>
        <source>Virtual time runs as fast as possible; real time follows the wall clock</source>
        <translation>Виртуальное время идёт с максимальной скоростью; реальное — по системным часам</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="358"/>
        <source>Project</source>
        <translation>Проект</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="358"/>
        <source>Event Queue</source>
        <translation>Очередь событий</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="358"/>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="359"/>
        <location filename="../ui/window/main_window.cpp" line="480"/>
        <source>Variables</source>
        <translation>Переменные</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="359"/>
        <source>Plot</source>
        <translation>График</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="359"/>
        <source>Messages</source>
        <translation>Сообщения</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="366"/>
        <source>Search executed events…</source>
        <translation>Поиск выполненных событий…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="380"/>
        <source>%1[*] — HybridStudio</source>
        <translation>%1[*] — HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="380"/>
        <source>untitled</source>
        <translation>без имени</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="386"/>
        <location filename="../ui/window/main_window.cpp" line="397"/>
        <source>Open</source>
        <translation>Открытие</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="386"/>
        <source>Cannot read %1.</source>
        <translation>Не удаётся прочитать %1.</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="397"/>
        <source>%1 is not a valid HybridStudio document; see Messages.</source>
        <translation>%1 не является корректным документом HybridStudio; см. «Сообщения».</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="428"/>
        <source>This document has %1 modules; the IDE edits and runs its first module, %2. Run the whole model with: hybridstudio-cli simulate %3 (or compare)</source>
        <translation>Модулей в документе: %1; IDE редактирует и выполняет только первый модуль, %2. Всю модель можно выполнить командой: hybridstudio-cli simulate %3 (или compare)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="440"/>
        <source>The model has errors; see Messages.</source>
        <translation>В модели есть ошибки; см. «Сообщения».</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="473"/>
        <source>Modules</source>
        <translation>Модули</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="476"/>
        <source>model</source>
        <translation>модель</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="485"/>
        <source>Statecharts</source>
        <translation>Диаграммы состояний</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="492"/>
        <source>Events</source>
        <translation>События</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="501"/>
        <source>t = —</source>
        <translation>t = —</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="502"/>
        <source>events: 0</source>
        <translation>событий: 0</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="503"/>
        <source>— events/s</source>
        <translation>— событий/с</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="504"/>
        <source>no model</source>
        <translation>нет модели</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="536"/>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="537"/>
        <source>events: %1</source>
        <translation>событий: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="538"/>
        <source>%1 events/s</source>
        <translation>%1 событий/с</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="560"/>
        <source>Run this next</source>
        <translation>Выполнить следующим</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="562"/>
        <source>Run until this element&apos;s next event</source>
        <translation>Выполнить до следующего события элемента</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="563"/>
        <source>Go to source</source>
        <translation>Перейти к исходному коду</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="575"/>
        <source>Step back to here</source>
        <translation>Вернуться к этому шагу</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="623"/>
        <source>Plot %1</source>
        <translation>График %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="632"/>
        <source>Run Until</source>
        <translation>Выполнить до</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="635"/>
        <source>Model time</source>
        <translation>Модельное время</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="635"/>
        <location filename="../ui/window/main_window.cpp" line="646"/>
        <source>Event number</source>
        <translation>Номер события</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="635"/>
        <source>Next event of the selected queue element</source>
        <translation>Следующее событие выбранного элемента очереди</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="644"/>
        <source>Stop at</source>
        <translation>Остановка по</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="645"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="664"/>
        <source>Experiment Settings</source>
        <translation>Настройки эксперимента</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="677"/>
        <source>(stop − start)/500</source>
        <translation>(конец − начало)/500</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="683"/>
        <source>tolerance × 0.01</source>
        <translation>допуск × 0.01</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="685"/>
        <source>FIFO</source>
        <translation>FIFO</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="685"/>
        <source>LIFO</source>
        <translation>LIFO</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="685"/>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="690"/>
        <source>Start time</source>
        <translation>Время начала</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="691"/>
        <source>Stop time</source>
        <translation>Время окончания</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="692"/>
        <source>Output interval</source>
        <translation>Интервал вывода</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="693"/>
        <source>Solver</source>
        <translation>Решатель</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="694"/>
        <source>Relative tolerance</source>
        <translation>Относительный допуск</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="695"/>
        <source>Absolute tolerance</source>
        <translation>Абсолютный допуск</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="696"/>
        <source>Simultaneous events</source>
        <translation>Одновременные события</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="697"/>
        <source>Seed</source>
        <translation>Зерно ГСЧ</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="728"/>
        <source>Open Model</source>
        <translation>Открыть модель</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="729"/>
        <source>HybridStudio models (*.hsm *.mo);;All files (*)</source>
        <translation>Модели HybridStudio (*.hsm *.mo);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="736"/>
        <source>Save Model</source>
        <translation>Сохранить модель</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="737"/>
        <source>HybridStudio models (*.hsm *.mo)</source>
        <translation>Модели HybridStudio (*.hsm *.mo)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="759"/>
        <source>Save</source>
        <translation>Сохранение</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="759"/>
        <source>Cannot save %1: %2</source>
        <translation>Не удаётся сохранить %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="764"/>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="770"/>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="771"/>
        <source>The model has been modified. Save the changes?</source>
        <translation>Модель изменена. Сохранить изменения?</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="813"/>
        <source>Examples</source>
        <translation>Примеры</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="818"/>
        <source>Double-click an example to open it.</source>
        <translation>Дважды щёлкните пример, чтобы открыть его.</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="829"/>
        <source>About HybridStudio</source>
        <translation>О программе HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="830"/>
        <source>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;A modeling IDE for hybrid simulation: statecharts, events and equations with exactly located state events, run by one engine whose event queue you can watch and step through.&lt;/p&gt;</source>
        <translation>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;Среда моделирования для гибридной симуляции: диаграммы состояний, события и уравнения с точно локализуемыми событиями состояния — всё выполняется одним движком, очередь событий которого можно наблюдать и проходить по шагам.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hs::ui::MessagesModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="311"/>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="311"/>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="311"/>
        <source>note</source>
        <translation>примечание</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="319"/>
        <source> (t = %1)</source>
        <translation> (t = %1)</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="333"/>
        <source>Severity</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="334"/>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="335"/>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModelicaLexer</name>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="381"/>
        <source>Default</source>
        <translation>По умолчанию</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="382"/>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="383"/>
        <source>Keyword</source>
        <translation>Ключевое слово</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="384"/>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="385"/>
        <source>Built-in function</source>
        <translation>Встроенная функция</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="386"/>
        <source>Number</source>
        <translation>Число</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="387"/>
        <source>String</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="388"/>
        <source>Operator</source>
        <translation>Оператор</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="389"/>
        <source>Identifier</source>
        <translation>Идентификатор</translation>
    </message>
</context>
<context>
    <name>hs::ui::PlotWidget</name>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="205"/>
        <location filename="../ui/plot/plot_widget.cpp" line="930"/>
        <source>time</source>
        <translation>время</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="375"/>
        <location filename="../ui/plot/plot_widget.cpp" line="745"/>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="382"/>
        <location filename="../ui/plot/plot_widget.cpp" line="751"/>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="557"/>
        <source>Reset zoom</source>
        <translation>Сбросить масштаб</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="559"/>
        <source>Crosshair</source>
        <translation>Перекрестие</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="564"/>
        <source>Export image…</source>
        <translation>Экспорт изображения…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="566"/>
        <source>Export CSV…</source>
        <translation>Экспорт в CSV…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="568"/>
        <source>Copy image</source>
        <translation>Копировать изображение</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="570"/>
        <source>Remove variable</source>
        <translation>Убрать переменную</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="628"/>
        <location filename="../ui/plot/plot_widget.cpp" line="641"/>
        <source>Export image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="629"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Изображение SVG (*.svg);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="645"/>
        <location filename="../ui/plot/plot_widget.cpp" line="650"/>
        <source>Export CSV</source>
        <translation>Экспорт в CSV</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="646"/>
        <source>CSV file (*.csv)</source>
        <translation>Файл CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="753"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="829"/>
        <location filename="../ui/plot/plot_widget.cpp" line="831"/>
        <location filename="../ui/plot/plot_widget.cpp" line="837"/>
        <location filename="../ui/plot/plot_widget.cpp" line="850"/>
        <location filename="../ui/plot/plot_widget.cpp" line="856"/>
        <location filename="../ui/plot/plot_widget.cpp" line="873"/>
        <location filename="../ui/plot/plot_widget.cpp" line="897"/>
        <location filename="../ui/plot/plot_widget.cpp" line="916"/>
        <location filename="../ui/plot/plot_widget.cpp" line="921"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="843"/>
        <location filename="../ui/plot/plot_widget.cpp" line="861"/>
        <source>HybridStudio plot</source>
        <translation>График HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="846"/>
        <location filename="../ui/plot/plot_widget.cpp" line="867"/>
        <source>Cannot write %1</source>
        <translation>Не удаётся записать %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="876"/>
        <source>Unsupported image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>Неподдерживаемый формат изображения «%1»: используйте .png, .svg или .pdf.</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="884"/>
        <source>There are no results to export.</source>
        <translation>Нет результатов для экспорта.</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="893"/>
        <source>None of the plotted variables has results.</source>
        <translation>Ни у одной переменной на графике нет результатов.</translation>
    </message>
</context>
<context>
    <name>hs::ui::QueueModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="29"/>
        <source>selected</source>
        <translation>выбранное</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="30"/>
        <source>enabled</source>
        <translation>разрешённое</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="31"/>
        <source>scheduled</source>
        <translation>запланированное</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="32"/>
        <source>pending</source>
        <translation>ожидающее</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="73"/>
        <source>Current value of the crossing function; the condition becomes true when it rises through 0</source>
        <translation>Текущее значение функции пересечения; условие становится истинным, когда она переходит через 0 снизу вверх</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="74"/>
        <source>Current: can run now. Right-click to run it next.</source>
        <translation>Текущее: может выполниться сейчас. Щёлкните правой кнопкой, чтобы выполнить его следующим.</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="87"/>
        <source>Category</source>
        <translation>Категория</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="88"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="89"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="90"/>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="91"/>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="92"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
</context>
<context>
    <name>hs::ui::TimelineView</name>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="113"/>
        <location filename="../ui/cosim/timeline_view.cpp" line="114"/>
        <source>model time</source>
        <translation>модельное время</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="134"/>
        <source>package time %1</source>
        <translation>время пакета %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="151"/>
        <source>r%1</source>
        <translation>р%1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="187"/>
        <source>computed</source>
        <translation>вычислено</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="188"/>
        <source>read from the past</source>
        <translation>чтение из прошлого</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="189"/>
        <source>read from the future</source>
        <translation>чтение из будущего</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="191"/>
        <source>× skipped round</source>
        <translation>× пропущенный раунд</translation>
    </message>
</context>
<context>
    <name>hs::ui::VariablesModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="212"/>
        <source>Double-click to edit; the new value applies at the next Reset</source>
        <translation>Дважды щёлкните для изменения; новое значение применится при следующем сбросе</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="272"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="273"/>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="274"/>
        <source>Unit</source>
        <translation>Единица</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="275"/>
        <source>Kind</source>
        <translation>Тип</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ide_main.cpp" line="21"/>
        <source>HybridStudio modeling IDE</source>
        <translation>Среда моделирования HybridStudio</translation>
    </message>
    <message>
        <location filename="../app/ide_main.cpp" line="24"/>
        <source>A model (.mo) or document (.hsm) to open.</source>
        <translation>Модель (.mo) или документ (.hsm) для открытия.</translation>
    </message>
</context>
</TS>

<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="183"/>
        <source>constant</source>
        <translation>常量</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="184"/>
        <source>parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="185"/>
        <source>state</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="186"/>
        <source>algebraic</source>
        <translation>代数</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="187"/>
        <source>discrete</source>
        <translation>离散</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="188"/>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="63"/>
        <source>running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="65"/>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="66"/>
        <source>finished</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="67"/>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="68"/>
        <source>failed</source>
        <translation>失败</translation>
    </message>
</context>
<context>
    <name>hs::ui::HistoryModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="138"/>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="139"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="140"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="141"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="142"/>
        <source>Detail</source>
        <translation>详情</translation>
    </message>
</context>
<context>
    <name>hs::ui::MainWindow</name>
    <message>
        <location filename="../ui/window/main_window.cpp" line="108"/>
        <source>%1 = %2 applies at the next Reset</source>
        <translation>%1 = %2 将在下次重置时生效</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="275"/>
        <source>Remove from plot</source>
        <translation>从曲线图中移除</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="275"/>
        <source>Add to plot</source>
        <translation>添加到曲线图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="320"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="321"/>
        <source>&amp;Simulation</source>
        <translation>仿真(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="322"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="323"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="324"/>
        <source>&amp;Preferences</source>
        <translation>首选项(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="325"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="331"/>
        <source>Recent &amp;Files</source>
        <translation>最近的文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="332"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="333"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="334"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="335"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="336"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="337"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="337"/>
        <source>Run the simulation</source>
        <translation>运行仿真</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="338"/>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="338"/>
        <source>Pause the running simulation</source>
        <translation>暂停正在运行的仿真</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="339"/>
        <source>S&amp;tep</source>
        <translation>单步(&amp;T)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="339"/>
        <source>Run exactly one event step</source>
        <translation>只执行一个事件步</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="340"/>
        <source>Step &amp;Back</source>
        <translation>后退一步(&amp;B)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="340"/>
        <source>Restore the state before the last event step</source>
        <translation>恢复到上一个事件步之前的状态</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="341"/>
        <source>Run &amp;Until…</source>
        <translation>运行到(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="341"/>
        <source>Run until a time, an event number or an element&apos;s next event</source>
        <translation>运行到指定时间、事件编号或某个元素的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="342"/>
        <source>St&amp;op</source>
        <translation>停止(&amp;O)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="342"/>
        <source>End the run</source>
        <translation>结束本次运行</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="343"/>
        <source>R&amp;eset</source>
        <translation>重置(&amp;E)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="343"/>
        <source>Compile the model again and restart from the beginning</source>
        <translation>重新编译模型并从头开始</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="344"/>
        <source>&amp;Experiment Settings…</source>
        <translation>实验设置(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="345"/>
        <source>New &amp;Plot</source>
        <translation>新建曲线图(&amp;P)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="346"/>
        <source>&amp;Examples…</source>
        <translation>示例(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="347"/>
        <source>&amp;About HybridStudio</source>
        <translation>关于 HybridStudio(&amp;A)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="348"/>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="352"/>
        <source>Virtual time</source>
        <translation>虚拟时间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="353"/>
        <source>Real time ×%1</source>
        <translation>实时 ×%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="356"/>
        <source>Virtual time runs as fast as possible; real time follows the wall clock</source>
        <translation>虚拟时间以最快速度推进；实时则跟随实际时钟</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="358"/>
        <source>Project</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="358"/>
        <source>Event Queue</source>
        <translation>事件队列</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="358"/>
        <source>History</source>
        <translation>历史</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="359"/>
        <location filename="../ui/window/main_window.cpp" line="480"/>
        <source>Variables</source>
        <translation>变量</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="359"/>
        <source>Plot</source>
        <translation>曲线图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="359"/>
        <source>Messages</source>
        <translation>消息</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="366"/>
        <source>Search executed events…</source>
        <translation>搜索已执行的事件…</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="380"/>
        <source>%1[*] — HybridStudio</source>
        <translation>%1[*] — HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="380"/>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="386"/>
        <location filename="../ui/window/main_window.cpp" line="397"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="386"/>
        <source>Cannot read %1.</source>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="397"/>
        <source>%1 is not a valid HybridStudio document; see Messages.</source>
        <translation>%1 不是有效的 HybridStudio 文档；请查看“消息”。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="428"/>
        <source>This document has %1 modules; the IDE edits and runs its first module, %2. Run the whole model with: hybridstudio-cli simulate %3 (or compare)</source>
        <translation>此文档包含 %1 个模块；IDE 只编辑并运行其中第一个模块 %2。要运行整个模型，请使用：hybridstudio-cli simulate %3（或 compare）</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="440"/>
        <source>The model has errors; see Messages.</source>
        <translation>模型有错误；请查看“消息”。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="473"/>
        <source>Modules</source>
        <translation>模块</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="476"/>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="485"/>
        <source>Statecharts</source>
        <translation>状态图</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="492"/>
        <source>Events</source>
        <translation>事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="501"/>
        <source>t = —</source>
        <translation>t = —</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="502"/>
        <source>events: 0</source>
        <translation>事件数：0</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="503"/>
        <source>— events/s</source>
        <translation>— 事件/秒</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="504"/>
        <source>no model</source>
        <translation>无模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="536"/>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="537"/>
        <source>events: %1</source>
        <translation>事件数：%1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="538"/>
        <source>%1 events/s</source>
        <translation>%1 事件/秒</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="560"/>
        <source>Run this next</source>
        <translation>下一步执行此项</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="562"/>
        <source>Run until this element&apos;s next event</source>
        <translation>运行到此元素的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="563"/>
        <source>Go to source</source>
        <translation>转到源代码</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="575"/>
        <source>Step back to here</source>
        <translation>后退到此处</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="623"/>
        <source>Plot %1</source>
        <translation>曲线图 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="632"/>
        <source>Run Until</source>
        <translation>运行到</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="635"/>
        <source>Model time</source>
        <translation>模型时间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="635"/>
        <location filename="../ui/window/main_window.cpp" line="646"/>
        <source>Event number</source>
        <translation>事件编号</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="635"/>
        <source>Next event of the selected queue element</source>
        <translation>所选队列元素的下一个事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="644"/>
        <source>Stop at</source>
        <translation>停止条件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="645"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="664"/>
        <source>Experiment Settings</source>
        <translation>实验设置</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="677"/>
        <source>(stop − start)/500</source>
        <translation>(终止 − 开始)/500</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="683"/>
        <source>tolerance × 0.01</source>
        <translation>容差 × 0.01</translation>
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
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="690"/>
        <source>Start time</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="691"/>
        <source>Stop time</source>
        <translation>终止时间</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="692"/>
        <source>Output interval</source>
        <translation>输出间隔</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="693"/>
        <source>Solver</source>
        <translation>求解器</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="694"/>
        <source>Relative tolerance</source>
        <translation>相对容差</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="695"/>
        <source>Absolute tolerance</source>
        <translation>绝对容差</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="696"/>
        <source>Simultaneous events</source>
        <translation>同时事件</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="697"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="728"/>
        <source>Open Model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="729"/>
        <source>HybridStudio models (*.hsm *.mo);;All files (*)</source>
        <translation>HybridStudio 模型 (*.hsm *.mo);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="736"/>
        <source>Save Model</source>
        <translation>保存模型</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="737"/>
        <source>HybridStudio models (*.hsm *.mo)</source>
        <translation>HybridStudio 模型 (*.hsm *.mo)</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="759"/>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="759"/>
        <source>Cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="764"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="770"/>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="771"/>
        <source>The model has been modified. Save the changes?</source>
        <translation>模型已被修改。是否保存更改？</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="813"/>
        <source>Examples</source>
        <translation>示例</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="818"/>
        <source>Double-click an example to open it.</source>
        <translation>双击示例即可将其打开。</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="829"/>
        <source>About HybridStudio</source>
        <translation>关于 HybridStudio</translation>
    </message>
    <message>
        <location filename="../ui/window/main_window.cpp" line="830"/>
        <source>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;A modeling IDE for hybrid simulation: statecharts, events and equations with exactly located state events, run by one engine whose event queue you can watch and step through.&lt;/p&gt;</source>
        <translation>&lt;b&gt;HybridStudio&lt;/b&gt;&lt;p&gt;面向混合仿真的建模 IDE：状态图、事件以及带有精确定位的状态事件的方程，全部由同一个引擎运行，您可以观察其事件队列并单步执行。&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>hs::ui::MessagesModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="311"/>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="311"/>
        <source>warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="311"/>
        <source>note</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="319"/>
        <source> (t = %1)</source>
        <translation> (t = %1)</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="333"/>
        <source>Severity</source>
        <translation>严重性</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="334"/>
        <source>Location</source>
        <translation>位置</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="335"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
</context>
<context>
    <name>hs::ui::ModelicaLexer</name>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="381"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="382"/>
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="383"/>
        <source>Keyword</source>
        <translation>关键字</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="384"/>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="385"/>
        <source>Built-in function</source>
        <translation>内置函数</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="386"/>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="387"/>
        <source>String</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="388"/>
        <source>Operator</source>
        <translation>运算符</translation>
    </message>
    <message>
        <location filename="../ui/editor/modelica_lexer.cpp" line="389"/>
        <source>Identifier</source>
        <translation>标识符</translation>
    </message>
</context>
<context>
    <name>hs::ui::PlotWidget</name>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="205"/>
        <location filename="../ui/plot/plot_widget.cpp" line="930"/>
        <source>time</source>
        <translation>时间</translation>
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
        <translation>重置缩放</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="559"/>
        <source>Crosshair</source>
        <translation>十字准线</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="564"/>
        <source>Export image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="566"/>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="568"/>
        <source>Copy image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="570"/>
        <source>Remove variable</source>
        <translation>移除变量</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="628"/>
        <location filename="../ui/plot/plot_widget.cpp" line="641"/>
        <source>Export image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="629"/>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 图像 (*.png);;SVG 图像 (*.svg);;PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="645"/>
        <location filename="../ui/plot/plot_widget.cpp" line="650"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="646"/>
        <source>CSV file (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
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
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="843"/>
        <location filename="../ui/plot/plot_widget.cpp" line="861"/>
        <source>HybridStudio plot</source>
        <translation>HybridStudio 曲线图</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="846"/>
        <location filename="../ui/plot/plot_widget.cpp" line="867"/>
        <source>Cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="876"/>
        <source>Unsupported image format &quot;%1&quot;: use .png, .svg or .pdf.</source>
        <translation>不支持的图像格式“%1”：请使用 .png、.svg 或 .pdf。</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="884"/>
        <source>There are no results to export.</source>
        <translation>没有可导出的结果。</translation>
    </message>
    <message>
        <location filename="../ui/plot/plot_widget.cpp" line="893"/>
        <source>None of the plotted variables has results.</source>
        <translation>曲线图中的变量都没有结果。</translation>
    </message>
</context>
<context>
    <name>hs::ui::QueueModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="29"/>
        <source>selected</source>
        <translation>选中</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="30"/>
        <source>enabled</source>
        <translation>可执行</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="31"/>
        <source>scheduled</source>
        <translation>已计划</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="32"/>
        <source>pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="73"/>
        <source>Current value of the crossing function; the condition becomes true when it rises through 0</source>
        <translation>穿越函数的当前值；当其向上穿过 0 时条件变为真</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="74"/>
        <source>Current: can run now. Right-click to run it next.</source>
        <translation>当前：现在即可执行。右键单击可将其设为下一个执行。</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="87"/>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="88"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="89"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="90"/>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="91"/>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="92"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>hs::ui::TimelineView</name>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="113"/>
        <location filename="../ui/cosim/timeline_view.cpp" line="114"/>
        <source>model time</source>
        <translation>模型时间</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="134"/>
        <source>package time %1</source>
        <translation>包时间 %1</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="151"/>
        <source>r%1</source>
        <translation>第%1轮</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="187"/>
        <source>computed</source>
        <translation>已计算</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="188"/>
        <source>read from the past</source>
        <translation>读取过去的值</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="189"/>
        <source>read from the future</source>
        <translation>读取未来的值</translation>
    </message>
    <message>
        <location filename="../ui/cosim/timeline_view.cpp" line="191"/>
        <source>× skipped round</source>
        <translation>× 跳过的轮次</translation>
    </message>
</context>
<context>
    <name>hs::ui::VariablesModel</name>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="212"/>
        <source>Double-click to edit; the new value applies at the next Reset</source>
        <translation>双击可编辑；新值将在下次重置时生效</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="272"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="273"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="274"/>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <location filename="../ui/models/queue_model.cpp" line="275"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/ide_main.cpp" line="21"/>
        <source>HybridStudio modeling IDE</source>
        <translation>HybridStudio 建模 IDE</translation>
    </message>
    <message>
        <location filename="../app/ide_main.cpp" line="24"/>
        <source>A model (.mo) or document (.hsm) to open.</source>
        <translation>要打开的模型 (.mo) 或文档 (.hsm)。</translation>
    </message>
</context>
</TS>

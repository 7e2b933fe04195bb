# HybridStudio — set-up, build and test on Debian 12.
#   make run    install missing packages, build, run the main job
#   make test   install missing packages, build, check the format of the last commit's
#               changed lines, run every test (also under ASan/UBSan and ThreadSanitizer),
#               then each fuzz target for 60 s
#   make fuzz   the fuzz targets only (FUZZ_SECONDS=600 for a longer campaign)
#   make format    format the lines changed since the last commit (.clang-format)
#   make messages  rewrite the catalogue of message templates for the translators
#   make readme    rewrite the README's table of diagnostic codes from the code table
#   make package               the Debian package (build/hybridstudio_VERSION_ARCH.deb)
#   make package-install-test  installs that package with apt (root; a clean system), runs
#                              the installed programs, removes it

BUILD_DIR ?= build
SANITIZE_DIR ?= build-sanitize
TSAN_DIR ?= build-tsan
# the fuzz targets are built in the sanitizer build, from the same objects
FUZZ_DIR ?= $(SANITIZE_DIR)
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := model document run_record simulate
JOBS ?= 2
# warnings are errors in the builds of make test (WERROR=OFF to build past them)
WERROR ?= ON

PACKAGES := cmake g++ make pkg-config \
	qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools \
	qt6-translations-l10n libxkbcommon-dev \
	libqscintilla2-qt6-dev libsundials-dev libsuitesparse-dev nlohmann-json3-dev libcli11-dev libmatio-dev \
	libgtest-dev libbenchmark-dev xvfb fonts-dejavu-core fonts-noto-cjk \
	slurmctld slurmd slurm-client munge clang libclang-rt-14-dev libomp-14-dev \
	dpkg-dev file desktop-file-utils clang-format

.PHONY: all deps check-deps configure build run run-cli test test-sanitize test-tsan fuzz bench clean \
	package package-check package-install-test messages readme format format-check

all: build

deps:
	@missing=""; \
	for p in $(PACKAGES); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
		echo "Installing:$$missing"; \
		if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi; \
		$$SUDO apt-get update -q && \
		DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends $$missing; \
	fi

configure: deps
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release -DHS_WERROR=$(WERROR)

# Fails before the long build when a listed package is not installed, or when the
# configured build uses a file that no listed package (or its dependencies) installs.
check-deps: configure
	.ci/check-deps $(BUILD_DIR) $(PACKAGES)

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

# The IDE with the bouncing ball. Without a display it says so, points to `make run-cli`
# and checks the IDE offscreen instead (open, run to the stop time, quit).
run: build
	@if [ -z "$$DISPLAY$$WAYLAND_DISPLAY$$QT_QPA_PLATFORM" ]; then \
		echo "make run: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the IDE cannot open its window; 'make run-cli' runs the model on the command line. Checking the IDE offscreen:"; \
		out=$$(QT_QPA_PLATFORM=offscreen $(BUILD_DIR)/app/hybridstudio --smoke-test \
			resources/examples/BouncingBall.mo 2>&1); rc=$$?; \
		echo "$$out" | grep -v -e propagateSizeHints -e XDG_RUNTIME_DIR; exit $$rc; \
	else \
		$(BUILD_DIR)/app/hybridstudio resources/examples/BouncingBall.mo; \
	fi

run-cli: build
	$(BUILD_DIR)/app/hybridstudio-cli simulate resources/examples/BouncingBall.mo --stop-time 10

test: check-deps build
	$(MAKE) format-check
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)
	$(MAKE) package-check
	$(MAKE) test-sanitize
	$(MAKE) test-tsan
	$(MAKE) fuzz

# The core and the engine program (no widgets) built with clang, AddressSanitizer +
# UndefinedBehaviorSanitizer and libFuzzer's coverage, at -O1: the core's tests run there,
# and the fuzz targets (make fuzz) link the same objects.
SANITIZE_CONFIG := -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" \
	-DCMAKE_CXX_COMPILER=clang++ -DHS_BUILD_UI=OFF -DHS_BUILD_BENCH=OFF -DHS_FUZZ=ON \
	-DHS_WERROR=$(WERROR)

test-sanitize: deps
	cmake -S . -B $(SANITIZE_DIR) $(SANITIZE_CONFIG)
	cmake --build $(SANITIZE_DIR) -j $(JOBS)
	cd $(SANITIZE_DIR) && ASAN_OPTIONS=detect_leaks=1 ctest -L core --output-on-failure -j $(JOBS)

# The core's tests that run threads (experiments' thread pool, sessions: hs-thread-tests in
# tests/CMakeLists.txt) and the engine worker's cross-thread commands under
# ThreadSanitizer. Qt Core comes uninstrumented, so what it orders (queued calls) is
# invisible to ThreadSanitizer: the engine program's tests, made of queued calls, run under
# ASan/UBSan instead; tsan.supp ignores the accesses Qt and GLib make themselves.
test-tsan: deps
	cmake -S . -B $(TSAN_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DHS_BUILD_UI=OFF \
		-DHS_BUILD_BENCH=OFF -DHS_TSAN=ON -DHS_WERROR=$(WERROR)
	cmake --build $(TSAN_DIR) -j $(JOBS) --target hs-thread-tests hs-engine-tests
	cd $(TSAN_DIR) && TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1 suppressions=$(CURDIR)/tests/tsan.supp" \
		QT_NO_GLIB=1 ctest -L core -E 'FuzzReplay|EngineProgram' --output-on-failure -j $(JOBS)

# libFuzzer (clang, ASan + UBSan) on the parser and compiler, the .hsm reader and writer,
# the run-record reader and short simulations, FUZZ_SECONDS each. New inputs go to
# $(FUZZ_DIR)/corpus/NAME, findings to $(FUZZ_DIR)/findings/NAME (then copy them into
# tests/fuzz/regressions/NAME, where every build replays them).
fuzz: deps
	cmake -S . -B $(FUZZ_DIR) $(SANITIZE_CONFIG)
	cmake --build $(FUZZ_DIR) -j $(JOBS) --target $(addprefix hs-fuzz-,$(FUZZ_TARGETS))
	@for t in $(FUZZ_TARGETS); do \
		mkdir -p $(FUZZ_DIR)/corpus/$$t $(FUZZ_DIR)/findings/$$t; \
		echo "fuzz $$t for $(FUZZ_SECONDS) s"; \
		$(FUZZ_DIR)/tests/fuzz/hs-fuzz-$$t -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=3072 \
			-max_len=65536 -print_final_stats=1 -artifact_prefix=$(FUZZ_DIR)/findings/$$t/ \
			$(FUZZ_DIR)/corpus/$$t $$(for d in $$(cat $(FUZZ_DIR)/tests/fuzz/hs-fuzz-$$t.seeds); do \
				[ -d "$$d" ] && echo "$$d"; done) \
			> $(FUZZ_DIR)/fuzz-$$t.log 2>&1 || { tail -n 60 $(FUZZ_DIR)/fuzz-$$t.log; exit 1; }; \
		grep -E "^(#[0-9]+[[:space:]]+DONE|stat::number_of_executed_units|stat::peak_rss_mb)" $(FUZZ_DIR)/fuzz-$$t.log; \
	done

# The Debian package: programs in /usr/bin (the simulation process in
# /usr/libexec/hybridstudio), examples in /usr/share/hybridstudio, the desktop entry, icon
# and MIME type; Depends derived by dpkg-shlibdeps.
package: build
	cd $(BUILD_DIR) && cpack -G DEB

# The package unpacked (not installed) and its programs run from there.
package-check: package
	.ci/package-check $(BUILD_DIR)

# The package installed as a user installs it, on a clean system (fresh-debian-test):
# apt resolves its dependencies, the installed CLI simulates an installed example, the IDE
# (offscreen) opens and runs its default example, the desktop knows the .hsm type.
package-install-test: package
	@if [ "$$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi; \
	deb=$$(ls -t $(CURDIR)/$(BUILD_DIR)/hybridstudio_*.deb | head -n 1); \
	DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q $$deb && \
	hybridstudio-cli simulate /usr/share/hybridstudio/examples/BouncingBall.mo --stop-time 3 \
		--output /tmp/hs-installed-ball.csv && \
	hybridstudio-cli simulate /usr/share/hybridstudio/examples/BouncingBall.mo --stop-time 3 \
		--output /tmp/hs-installed-ball.mat --quiet && test -s /tmp/hs-installed-ball.mat && \
	(cd / && QT_QPA_PLATFORM=offscreen hybridstudio --smoke-test 2>&1 | grep "(finished)") && \
	{ ! command -v xdg-mime >/dev/null || xdg-mime query filetype $(CURDIR)/resources/examples/Thermostat.hsm; } && \
	grep -q "application/x-hybridstudio-model" /usr/share/mime/packages/hybridstudio.xml && \
	DEBIAN_FRONTEND=noninteractive $$SUDO apt-get remove -y -q hybridstudio && \
	echo "package-install-test: $$(basename $$deb) installed, ran and was removed"

# The lines a change touches follow .clang-format: `make format` formats the lines changed
# since the last commit, format-check (part of make test) refuses a commit whose changed
# lines it would format (FORMAT_BASE: what the change is compared with).
FORMAT_BASE ?= HEAD~1
FORMAT_PATHS := core ui app tests

format:
	git clang-format --force --extensions cpp,h HEAD -- $(FORMAT_PATHS)

format-check:
	@if ! git rev-parse -q --verify "$(FORMAT_BASE)^{commit}" >/dev/null; then \
		echo "format-check: no $(FORMAT_BASE) to compare with, nothing to check"; \
	elif git clang-format --diff --extensions cpp,h "$(FORMAT_BASE)" -- $(FORMAT_PATHS) | tee /tmp/hs-format.diff | grep -q '^diff --git'; then \
		cat /tmp/hs-format.diff; echo "format-check: lines changed since $(FORMAT_BASE) do not follow .clang-format (make format)"; exit 1; \
	else echo "format-check: the lines changed since $(FORMAT_BASE) follow .clang-format"; fi

# Made from the sources; tests (MessageCatalogueIsCurrent, TheReadmeListsEveryCode) fail
# while either is out of date.
messages:
	cmake -DROOT=$(CURDIR) -P ui/i18n/extract_messages.cmake

readme: build
	HS_UPDATE_README=1 $(BUILD_DIR)/tests/hs-core-tests --gtest_filter=DiagnosticCodes.TheReadmeListsEveryCode

bench: build
	$(BUILD_DIR)/tests/bench/hs-bench

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR) $(FUZZ_DIR) $(TSAN_DIR)

# HybridStudio — set-up, build and test on Debian 12.
#   make run    install missing packages, build, run the main job
#   make test   install missing packages, build, run every test (also under ASan/UBSan)

BUILD_DIR ?= build
SANITIZE_DIR ?= build-sanitize
JOBS ?= 2

PACKAGES := cmake g++ make pkg-config \
	qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools \
	libqscintilla2-qt6-dev libsundials-dev nlohmann-json3-dev \
	libgtest-dev libbenchmark-dev xvfb fonts-dejavu-core fonts-noto-cjk

.PHONY: all deps configure build run run-cli test test-sanitize bench clean

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
	cmake -S . -B $(BUILD_DIR) -DCMAKE_BUILD_TYPE=Release

build: configure
	cmake --build $(BUILD_DIR) -j $(JOBS)

# The IDE with the bouncing ball (needs a display; `make run-cli` prints the CLI summary).
run: build
	$(BUILD_DIR)/app/hybridstudio resources/examples/BouncingBall.mo

run-cli: build
	$(BUILD_DIR)/app/hybridstudio-cli simulate resources/examples/BouncingBall.mo --stop-time 10

test: build
	cd $(BUILD_DIR) && QT_QPA_PLATFORM=offscreen ctest --output-on-failure -j $(JOBS)
	$(MAKE) test-sanitize

# The core alone (no Qt), built with AddressSanitizer + UndefinedBehaviorSanitizer.
test-sanitize: deps
	cmake -S . -B $(SANITIZE_DIR) -DCMAKE_BUILD_TYPE=Debug -DHS_BUILD_UI=OFF \
		-DHS_BUILD_BENCH=OFF -DHS_SANITIZE=ON
	cmake --build $(SANITIZE_DIR) -j $(JOBS)
	cd $(SANITIZE_DIR) && ASAN_OPTIONS=detect_leaks=1 ctest -L core --output-on-failure -j $(JOBS)

bench: build
	$(BUILD_DIR)/tests/bench/hs-bench

clean:
	rm -rf $(BUILD_DIR) $(SANITIZE_DIR)
